// Placeholder: replaced by the feature's real page.
export function DestinationDetailPage() {
  return <h1>DestinationDetailPage</h1>;
}
