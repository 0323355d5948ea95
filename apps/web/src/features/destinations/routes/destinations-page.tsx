// Placeholder: replaced by the feature's real page.
export function DestinationsPage() {
  return <h1>DestinationsPage</h1>;
}
