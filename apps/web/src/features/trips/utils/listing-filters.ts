import type { TripCard } from '@safari/contracts/trip';

export interface FilterChip {
  /** 'all', 'type:<name>' or 'category:<name>': a type and a category may share a name. */
  id: string;
  label: string;
  count: number;
}

export const ALL_CHIP_ID = 'all';

function countBy(names: string[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const perTrip of names) {
    // A trip counts once per chip even if the API repeated a category.
    for (const name of new Set(perTrip)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

const byName = (a: [string, number], b: [string, number]) => a[0].localeCompare(b[0]);

/** SPEC §2: 'All', then the trip type names, then the category names, each with its trip count. */
export function buildFilterChips(trips: TripCard[]): FilterChip[] {
  const types = countBy(trips.map((t) => [t.trip_type.name]));
  const categories = countBy(trips.map((t) => t.trip_categories.map((c) => c.category.name)));
  return [
    { id: ALL_CHIP_ID, label: 'All', count: trips.length },
    ...[...types].sort(byName).map(([name, count]) => ({ id: `type:${name}`, label: name, count })),
    ...[...categories].sort(byName).map(([name, count]) => ({ id: `category:${name}`, label: name, count })),
  ];
}

export function tripMatchesChip(trip: TripCard, chipId: string): boolean {
  if (chipId === ALL_CHIP_ID) return true;
  if (chipId.startsWith('type:')) return trip.trip_type.name === chipId.slice('type:'.length);
  const category = chipId.slice('category:'.length);
  return trip.trip_categories.some((c) => c.category.name === category);
}
