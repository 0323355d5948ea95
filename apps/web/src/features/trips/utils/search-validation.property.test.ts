// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@safari/contracts/calendar';
import { SEARCH_VALIDATION } from '@safari/contracts/messages';
import { tripSearchInput } from '@safari/contracts/search';
import { validateSearch, type SearchField, type SearchFormValues } from './search-validation';

// The hand-written form check and the zod schema (the contract the API applies) must accept
// exactly the same inputs, or a visitor passes the form and is refused by the API (or the
// reverse). 'Check-in before today' is the API's rule on top of the schema (it needs the
// operator's clock), so the form check runs here with a today before every date.
const BEFORE_EVERY_DATE = '0000-00-00';

const FIELD_OF: Record<string, SearchField> = {
  location: 'location',
  guest_count: 'travelers',
  check_in: 'checkIn',
  check_out: 'checkOut',
};

/** The form's fields as the API receives them: query-string text under the original API's names. */
const schemaInput = (v: SearchFormValues) => ({
  location: v.location,
  guest_count: v.travelers,
  check_in: v.checkIn,
  check_out: v.checkOut,
});

/** Texts a number field meets: edges of both rules, and what Number() reads unexpectedly. */
const numberText = (edges: string[]) =>
  fc.oneof(
    fc.constantFrom(...edges, '', ' ', '0', '-0', '1', '-1', '1.5', '2.0', '1e1', '1e400', '+3', ' 4 ', '0x1A', '0b11'),
    fc.constantFrom('Infinity', 'NaN', '9007199254740993', '2147483647', '2147483648', '١٢', '3abc', '\u00a05'),
    fc.integer({ min: -5, max: 60 }).map(String),
    fc.integer().map(String),
    fc.double({ noNaN: false }).map(String),
    fc.string({ maxLength: 6 }),
  );

/** Real dates across four centuries, as yyyy-MM-dd. */
const isoDate = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2300, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const dateText = fc.oneof(
  isoDate,
  isoDate,
  fc.constantFrom('', ' ', '2026-02-29', '2028-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-01', '0099-01-01'),
  fc.constantFrom('2026-12-12T00:00', '12/12/2026', ' 2026-12-12', '2026-12-12 ', '２０２６-１２-１２'),
  fc.string({ maxLength: 12 }),
);

/** Check-out often near check-in, so 'after check-in' is tested at its edge, not only far off. */
const values: fc.Arbitrary<SearchFormValues> = fc
  .record({
    location: numberText(['7', '2147483647']),
    travelers: numberText(['50', '51']),
    checkIn: dateText,
    checkOut: dateText,
    nearby: fc.option(fc.integer({ min: -2, max: 2 }), { nil: undefined }),
  })
  .map(({ nearby, ...v }) =>
    nearby !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(v.checkIn) ? { ...v, checkOut: addDays(v.checkIn, nearby) } : v,
  );

describe('validateSearch agrees with tripSearchInput', () => {
  it('accepts and refuses the same inputs, naming the same first field and passing the same values', () => {
    fc.assert(
      fc.property(values, (v) => {
        const form = validateSearch(v, BEFORE_EVERY_DATE);
        const schema = tripSearchInput.safeParse(schemaInput(v));
        expect(form.ok).toBe(schema.success);
        if (form.ok && schema.success) {
          expect(form.params).toEqual(schema.data);
          return;
        }
        if (form.ok || schema.success) return;
        const first = schema.error.issues[0]!;
        expect(form.field).toBe(FIELD_OF[String(first.path[0])]);
        // The schema words a malformed date for API clients ('Use the format yyyy-MM-dd'); the
        // form says 'Please select …' (a date input never produces one). Every fixed text matches.
        if ((Object.values(SEARCH_VALIDATION) as string[]).includes(first.message)) expect(form.error).toBe(first.message);
      }),
      { numRuns: 3000 },
    );
  });

  it('adds only the check-in-not-before-today rule, on the operator today it is given', () => {
    const ok = { location: '7', travelers: '2', checkIn: '2026-11-21', checkOut: '2026-11-22' };
    expect(tripSearchInput.safeParse(schemaInput(ok)).success).toBe(true);
    expect(validateSearch(ok, '2026-11-21').ok).toBe(true);
    expect(validateSearch(ok, '2026-11-22')).toEqual({ ok: false, error: SEARCH_VALIDATION.checkInPast, field: 'checkIn' });
  });
});
