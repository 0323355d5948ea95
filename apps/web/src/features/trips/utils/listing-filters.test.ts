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

  it('folds a category named like a trip type into the type chip, which counts the trips of either', () => {
    const merged = [
      makeTripCard({ trip_type: { name: 'Safari' }, trip_categories: [category(1, 'Safari')] }),
      makeTripCard({ trip_type: { name: 'Safari' }, trip_categories: [] }),
      makeTripCard({ trip_type: { name: 'Beach Holiday' }, trip_categories: [category(1, 'Safari'), category(3, 'Beach Holiday')] }),
      makeTripCard({ trip_type: { name: 'Cultural Tour' }, trip_categories: [category(2, 'Luxury')] }),
    ];
    const chips = buildFilterChips(merged);
    expect(chips.map((c) => `${c.id}:${c.count}`)).toEqual([
      'all:4',
      'type:Beach Holiday:1',
      'type:Cultural Tour:1',
      'type:Safari:3',
      'category:Luxury:1',
    ]);
    expect(new Set(chips.map((c) => c.label)).size).toBe(chips.length);
    expect(merged.filter((t) => tripMatchesChip(t, 'type:Safari'))).toHaveLength(3);
  });
});
