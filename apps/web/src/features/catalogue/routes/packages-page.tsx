// Placeholder: replaced by the feature's real page.
export function PackagesPage() {
  return <h1>PackagesPage</h1>;
}
