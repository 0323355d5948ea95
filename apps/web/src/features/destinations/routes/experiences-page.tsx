// Placeholder: replaced by the feature's real page.
export function ExperiencesPage() {
  return <h1>ExperiencesPage</h1>;
}
