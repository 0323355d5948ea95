import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatIsoDate, formatIsoRange, isIsoDate, isTimeZone, seasonOf, todayIn } from './calendar';

describe('calendar', () => {
  it('reads today in the operator time zone, not the runtime one', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Dar es Salaam (UTC+3) and still 31 Dec in Los Angeles.
    const instant = new Date(Date.UTC(2026, 11, 31, 23, 30));
    expect(todayIn('Africa/Dar_es_Salaam', instant)).toBe('2027-01-01');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-12-31');
    expect(todayIn('UTC', instant)).toBe('2026-12-31');
  });

  it('adds days across month, year and leap-day edges', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-06-30', '2026-07-07')).toBe(7);
    expect(daysBetween('2026-03-28', '2026-03-29')).toBe(1);
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '26-01-01', '2026-01-01T00:00', '']) {
      expect(isIsoDate(bad)).toBe(false);
    }
  });

  it('names the season: High July–December, Low otherwise', () => {
    expect(seasonOf('2026-06-30')).toBe('low');
    expect(seasonOf('2026-07-01')).toBe('high');
    expect(seasonOf('2026-12-31')).toBe('high');
    expect(seasonOf('2027-01-01')).toBe('low');
  });

  it('validates time zone names and formats dates from their parts', () => {
    expect(isTimeZone('Africa/Dar_es_Salaam')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(formatIsoDate('2026-12-12')).toBe('12 Dec 2026');
    expect(formatIsoRange('2026-12-12', '2026-12-19')).toBe('12 Dec 2026 – 19 Dec 2026');
  });
});
