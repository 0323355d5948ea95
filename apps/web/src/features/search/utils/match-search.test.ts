import { describe, expect, it } from 'vitest';
import { matchSearch } from './match-search';
import { SEARCH_ENTRIES, type SearchEntry } from '../data/search-entries';

const ALLOWED_TARGETS = new Set([
  '/safari-packages',
  '/kilimanjaro-trips',
  '/zanzibar-trips',
  '/experiences/cultural-tours',
  '/experiences/safari-adventures',
  '/experiences/beach-activities',
  '/experiences/mountain-trekking',
  '/experiences/accommodation',
  ...['serengeti', 'ngorongoro', 'tarangire', 'lake-manyara', 'kilimanjaro', 'zanzibar'].map((s) => `/destinations/${s}`),
]);

describe('search entries', () => {
  it('hold about 35 entries, each pointing at one of the SPEC suggestion targets', () => {
    expect(SEARCH_ENTRIES.length).toBeGreaterThanOrEqual(30);
    expect(SEARCH_ENTRIES.length).toBeLessThanOrEqual(40);
    for (const entry of SEARCH_ENTRIES) expect(ALLOWED_TARGETS.has(entry.url), entry.url).toBe(true);
    expect(new Set(SEARCH_ENTRIES.map((e) => e.type))).toEqual(
      new Set(['Safari Trip', 'Mountain Trip', 'Beach Trip', 'Cultural Trip', 'Destination', 'Experience']),
    );
  });
});

describe('matchSearch', () => {
  it('returns nothing for an empty or blank query', () => {
    expect(matchSearch('')).toEqual([]);
    expect(matchSearch('   ')).toEqual([]);
  });

  it('matches the type case-insensitively', () => {
    const results = matchSearch('BEACH TRIP');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.type === 'Beach Trip')).toBe(true);
  });

  it('matches titles anywhere, case-insensitively', () => {
    expect(matchSearch('tree-climbing').map((r) => r.title)).toEqual(['Lake Manyara Tree-Climbing Lions']);
  });

  it('returns at most 6 results', () => {
    expect(matchSearch('safari')).toHaveLength(6);
    expect(matchSearch('a')).toHaveLength(6);
  });

  it('ranks titles that start with the query, then other title matches, then type matches', () => {
    const entries: SearchEntry[] = [
      { title: 'Beach Activities', type: 'Experience', url: '/x' },
      { title: 'Quiet Escape', type: 'Beach Trip', url: '/y' },
      { title: 'Nungwi Beach', type: 'Beach Trip', url: '/z' },
      { title: 'Beachfront', type: 'Destination', url: '/w' },
    ];
    expect(matchSearch('beach', entries).map((r) => r.title)).toEqual([
      'Beach Activities',
      'Beachfront',
      'Nungwi Beach',
      'Quiet Escape',
    ]);
  });

  it('puts the destination first for a park name, so Enter opens its page', () => {
    expect(matchSearch('serengeti')[0]?.url).toBe('/destinations/serengeti');
    expect(matchSearch('Zanzibar')[0]?.url).toBe('/destinations/zanzibar');
  });
});
