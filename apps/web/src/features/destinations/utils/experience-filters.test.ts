import { describe, expect, it } from 'vitest';
import { makeDestination } from '../testing/factories';
import { buildCategoryChips, experienceCountLine, filterByCategory } from './experience-filters';

describe('experience filters', () => {
  const park = { id: 1, name: 'National Park' };
  const lake = { id: 7, name: 'Lake' };
  const list = [
    makeDestination({ categories: [park, lake] }),
    makeDestination({ categories: [park, park] }),
    makeDestination({ categories: [] }),
  ];

  it('counts each destination once per category, after All', () => {
    expect(buildCategoryChips(list)).toEqual([
      { name: 'All', count: 3 },
      { name: 'Lake', count: 1 },
      { name: 'National Park', count: 2 },
    ]);
  });

  it('filters case-insensitively and keeps everything for All', () => {
    expect(filterByCategory(list, 'national park')).toHaveLength(2);
    expect(filterByCategory(list, 'All')).toHaveLength(3);
    expect(filterByCategory(list, 'Desert')).toHaveLength(0);
  });

  it('words the count line', () => {
    expect(experienceCountLine(12)).toBe('Showing 12 experiences');
    expect(experienceCountLine(1)).toBe('Showing 1 experience');
  });
});
