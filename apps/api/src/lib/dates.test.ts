import { describe, expect, it } from 'vitest';
import { addDaysIsoDate, todayIsoDate } from './dates';

describe('todayIsoDate', () => {
  it('reads the server calendar, not UTC', () => {
    const lateEvening = new Date(2026, 10, 21, 23, 59, 59);
    expect(todayIsoDate(lateEvening)).toBe('2026-11-21');
    expect(todayIsoDate(new Date(2026, 0, 5, 0, 0, 1))).toBe('2026-01-05');
  });
});

describe('addDaysIsoDate', () => {
  it.each([
    ['2026-11-21', 1, '2026-11-22'],
    ['2026-11-21', -1, '2026-11-20'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-29', 1, '2026-03-30'],
  ])('%s + %i = %s', (date, days, expected) => {
    expect(addDaysIsoDate(date, days)).toBe(expected);
  });
});
