// Placeholder: replaced by the feature's real page.
export function PackageDetailPage() {
  return <h1>PackageDetailPage</h1>;
}
