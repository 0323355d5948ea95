import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@safari/contracts/messages';
import { validateSearch, type SearchFormValues } from './search-validation';

const m = VALIDATION.search;
const TODAY = '2026-11-21';
const valid: SearchFormValues = { location: '3', travelers: '2', checkIn: '2026-12-12', checkOut: '2026-12-19' };
const errorOf = (patch: Partial<SearchFormValues>) => {
  const result = validateSearch({ ...valid, ...patch }, TODAY);
  return result.ok ? null : result.error;
};

describe('validateSearch (SPEC §5, first error only)', () => {
  it('accepts valid criteria and returns the API parameters', () => {
    expect(validateSearch(valid, TODAY)).toEqual({
      ok: true,
      params: { location: 3, guest_count: 2, check_in: '2026-12-12', check_out: '2026-12-19' },
    });
  });
  it('reports the errors in the SPEC order', () => {
    expect(errorOf({ location: '', travelers: '', checkIn: '', checkOut: '' })).toBe(m.destination);
    expect(errorOf({ travelers: '', checkIn: '', checkOut: '' })).toBe(m.travelersRequired);
    expect(errorOf({ travelers: '0' })).toBe(m.travelersRequired);
    expect(errorOf({ travelers: '-2' })).toBe(m.travelersRequired);
    expect(errorOf({ travelers: '2.5' })).toBe(m.travelersRequired);
    expect(errorOf({ travelers: '51', checkIn: '' })).toBe(m.travelersMax);
    expect(errorOf({ travelers: '50', checkIn: '', checkOut: '' })).toBe(m.checkIn);
    expect(errorOf({ checkOut: '' })).toBe(m.checkOut);
    expect(errorOf({ checkOut: '2026-12-12' })).toBe(m.checkOutAfterCheckIn);
    expect(errorOf({ checkOut: '2026-12-01' })).toBe(m.checkOutAfterCheckIn);
    expect(errorOf({ checkIn: '2026-11-20', checkOut: '2026-11-25' })).toBe(m.checkInPast);
  });
  it('allows check-in today and 1 or 50 travelers', () => {
    expect(errorOf({ checkIn: TODAY, checkOut: '2026-11-22' })).toBeNull();
    expect(errorOf({ travelers: '1' })).toBeNull();
    expect(errorOf({ travelers: '50' })).toBeNull();
  });
  it('names the field that failed, so the form can mark and focus it', () => {
    const result = validateSearch({ ...valid, checkOut: '2026-12-01' }, TODAY);
    expect(result).toEqual({ ok: false, error: m.checkOutAfterCheckIn, field: 'checkOut' });
  });
});
