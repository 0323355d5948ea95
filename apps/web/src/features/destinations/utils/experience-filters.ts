import type { DestinationSummary } from '@safari/contracts/destination';

export const ALL_CATEGORIES = 'All';

export interface CategoryChip {
  name: string;
  count: number;
}

/**
 * One chip per destination category name with how many destinations carry it,
 * after 'All' (every destination). Categories sort by name so the row does not reshuffle
 * as the catalogue grows.
 */
export function buildCategoryChips(destinations: DestinationSummary[]): CategoryChip[] {
  const counts = new Map<string, number>();
  for (const destination of destinations) {
    // A category listed twice on one destination still counts that destination once.
    for (const name of new Set(destination.categories.map((c) => c.name))) {
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  const chips = [...counts].map(([name, count]) => ({ name, count }));
  chips.sort((a, b) => a.name.localeCompare(b.name));
  return [{ name: ALL_CATEGORIES, count: destinations.length }, ...chips];
}

/** Destinations in a category (case-insensitive, as URLs get retyped); 'All' keeps every one. */
export function filterByCategory(destinations: DestinationSummary[], category: string): DestinationSummary[] {
  if (category === ALL_CATEGORIES) return destinations;
  const wanted = category.toLocaleLowerCase();
  return destinations.filter((d) => d.categories.some((c) => c.name.toLocaleLowerCase() === wanted));
}

export function experienceCountLine(count: number): string {
  return `Showing ${count} ${count === 1 ? 'experience' : 'experiences'}`;
}
