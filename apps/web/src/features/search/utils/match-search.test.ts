import { describe, expect, it } from 'vitest';
import { matchSearch } from './match-search';
import { SEARCH_ENTRIES, type SearchEntry } from '../data/search-entries';

// The most specific page of each kind: a catalogue trip by name, a static tour's
// booking, a destination, an experience, or the Kilimanjaro page.
const TARGET = /^\/(trips\/[a-z0-9-]+|book\/[a-z0-9-]+|destinations\/[a-z0-9-]+|experiences\/[a-z-]+|kilimanjaro)$/;

describe('search entries', () => {
  it('hold about 35 entries of the SPEC types, each leading to the most specific page', () => {
    expect(SEARCH_ENTRIES.length).toBeGreaterThanOrEqual(30);
    expect(SEARCH_ENTRIES.length).toBeLessThanOrEqual(40);
    for (const entry of SEARCH_ENTRIES) expect(entry.url, entry.title).toMatch(TARGET);
    expect(new Set(SEARCH_ENTRIES.map((e) => e.type))).toEqual(
      new Set(['Safari Trip', 'Mountain Trip', 'Beach Trip', 'Cultural Trip', 'Destination', 'Experience']),
    );
    // A trip entry names its trip: the route's slug is made of the words of the title.
    for (const entry of SEARCH_ENTRIES.filter((e) => e.url.startsWith('/trips/'))) {
      const words = entry.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .split('-')
        .filter(Boolean);
      for (const word of words) expect(entry.url, entry.title).toContain(word);
    }
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
    expect(matchSearch('whale SHARK').map((r) => r.title)).toEqual(['Mafia Island Whale Shark Adventure']);
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
    expect(matchSearch('beach', entries).map((r) => r.title)).toEqual(['Beach Activities', 'Beachfront', 'Nungwi Beach', 'Quiet Escape']);
  });

  it('puts the destination first for a park name, so Enter opens its page', () => {
    expect(matchSearch('serengeti')[0]?.url).toBe('/destinations/serengeti');
    expect(matchSearch('Zanzibar')[0]?.url).toBe('/destinations/zanzibar');
  });
});
