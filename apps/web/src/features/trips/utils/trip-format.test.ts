import { describe, expect, it } from 'vitest';
import { tripSlug } from './trip-format';

describe('tripSlug', () => {
  it('makes the catalogue slugs from trip names', () => {
    expect(tripSlug('7-Day Kilimanjaro Machame Route')).toBe('7-day-kilimanjaro-machame-route');
    expect(tripSlug('6-Day Southern Circuit Safari: Ruaha & Nyerere')).toBe('6-day-southern-circuit-safari-ruaha-nyerere');
    expect(tripSlug('  Café & Crème!  ')).toBe('cafe-creme');
  });
});
