import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, formatIsoDate, formatIsoRange, isIsoDate, todayIso } from './dates';

describe('date helpers', () => {
  // Far from UTC on both sides: a helper that went through toISOString() would be a day off.
  const originalTz = process.env.TZ;
  afterAll(() => {
    process.env.TZ = originalTz;
  });

  for (const tz of ['Pacific/Auckland', 'America/Los_Angeles', 'Africa/Dar_es_Salaam']) {
    describe(`in ${tz}`, () => {
      beforeAll(() => {
        process.env.TZ = tz;
      });
      it('today is the local calendar date, late at night and just after midnight', () => {
        // The zone is really in effect: here UTC is on a different day at one of these times.
        expect(new Date(2026, 10, 21, 12).getTimezoneOffset()).not.toBe(0);
        expect(todayIso(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
        expect(todayIso(new Date(2026, 10, 21, 0, 5))).toBe('2026-11-21');
        expect(todayIso(new Date(2027, 0, 1, 0, 0))).toBe('2027-01-01');
      });
      it('adds days across month, year and daylight-saving boundaries', () => {
        expect(addDaysIso('2026-11-21', 1)).toBe('2026-11-22');
        expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
        expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
        expect(addDaysIso('2026-03-29', 1)).toBe('2026-03-30');
        expect(addDaysIso('2026-04-05', 1)).toBe('2026-04-06');
        expect(addDaysIso('2026-10-25', 1)).toBe('2026-10-26');
        expect(addDaysIso('2026-11-01', 1)).toBe('2026-11-02');
      });
      it('formats yyyy-MM-dd strings without shifting them', () => {
        expect(formatIsoDate('2026-12-12')).toBe('12 Dec 2026');
        expect(formatIsoDate('2027-01-01')).toBe('1 Jan 2027');
        expect(formatIsoRange('2026-12-12', '2026-12-19')).toBe('12 Dec 2026 – 19 Dec 2026');
      });
    });
  }

  it('recognises only real calendar dates', () => {
    expect(isIsoDate('2026-12-12')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('12/12/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});
