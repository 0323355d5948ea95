import type { TripCard } from '@safari/contracts/trip';

export interface FilterChip {
  /** 'all', 'type:<name>' or 'category:<name>': a type and a category may share a name. */
  id: string;
  label: string;
  count: number;
}

export const ALL_CHIP_ID = 'all';

const byName = (a: string, b: string) => a.localeCompare(b);
const categoryNames = (trip: TripCard) => trip.trip_categories.map((c) => c.category.name);

/**
 * 'All', then the trip type names, then the category names, each with its trip count.
 * A category named like a trip type (the theme 'Safari' on a beach trip with a game drive)
 * folds into that type's chip, which then counts and shows the trips of either: two chips
 * of one name side by side would read as a mistake.
 */
export function buildFilterChips(trips: TripCard[]): FilterChip[] {
  const typeNames = [...new Set(trips.map((t) => t.trip_type.name))].sort(byName);
  const types = new Set(typeNames);
  const otherCategories = [...new Set(trips.flatMap(categoryNames))].filter((name) => !types.has(name)).sort(byName);
  const chip = (id: string, label: string) => ({ id, label, count: trips.filter((t) => tripMatchesChip(t, id)).length });
  return [
    { id: ALL_CHIP_ID, label: 'All', count: trips.length },
    ...typeNames.map((name) => chip(`type:${name}`, name)),
    ...otherCategories.map((name) => chip(`category:${name}`, name)),
  ];
}

export function tripMatchesChip(trip: TripCard, chipId: string): boolean {
  if (chipId === ALL_CHIP_ID) return true;
  if (chipId.startsWith('type:')) {
    const type = chipId.slice('type:'.length);
    return trip.trip_type.name === type || categoryNames(trip).includes(type);
  }
  return categoryNames(trip).includes(chipId.slice('category:'.length));
}
