// Placeholder: replaced by the feature's real page.
export function NotFoundPage() {
  return <h1>NotFoundPage</h1>;
}
