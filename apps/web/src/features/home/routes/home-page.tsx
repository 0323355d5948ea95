// Placeholder: replaced by the feature's real page.
export function HomePage() {
  return <h1>HomePage</h1>;
}
