import { describe, expect, it } from 'vitest';
import { makeTripCard } from '../../../testing/factories';
import { buildFilterChips, tripMatchesChip } from './listing-filters';

const category = (id: number, name: string) => ({ category: { id, name } });

describe('buildFilterChips', () => {
  const trips = [
    makeTripCard({ trip_type: { name: 'Safari' }, trip_categories: [category(1, 'Wildlife Safari'), category(2, 'Luxury')] }),
    makeTripCard({ trip_type: { name: 'Safari' }, trip_categories: [category(1, 'Wildlife Safari')] }),
    makeTripCard({ trip_type: { name: 'Beach Holiday' }, trip_categories: [category(2, 'Luxury')] }),
  ];

  it('lists All, then trip types, then categories, each with its trip count', () => {
    expect(buildFilterChips(trips).map((c) => `${c.label}:${c.count}`)).toEqual([
      'All:3',
      'Beach Holiday:1',
      'Safari:2',
      'Luxury:2',
      'Wildlife Safari:2',
    ]);
  });

  it('counts exactly the trips the chip shows', () => {
    for (const chip of buildFilterChips(trips)) {
      expect(trips.filter((t) => tripMatchesChip(t, chip.id))).toHaveLength(chip.count);
    }
  });
});
