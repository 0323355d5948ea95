// Placeholder: replaced by the feature's real page.
export function FaqPage() {
  return <h1>FaqPage</h1>;
}
