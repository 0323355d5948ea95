import { isIsoDate } from '@safari/contracts/calendar';
import { LIMITS } from '@safari/contracts/constants';
import { SEARCH_VALIDATION } from '@safari/contracts/messages';
import type { TripSearchInput } from '@safari/contracts/search';

// The form checks its fields by hand rather than with the zod schema `tripSearchInput`, to
// keep zod out of the home page's first download (120 KB budget). The schema is the contract:
// search-validation.property.test.ts proves both accept exactly the same inputs.

const m = SEARCH_VALIDATION;

/** Location ids are PostgreSQL integers, as in tripSearchInput: a larger number names no location. */
const MAX_LOCATION_ID = 2_147_483_647;

/** The raw form fields, as the inputs hold them. */
export interface SearchFormValues {
  location: string;
  travelers: string;
  checkIn: string;
  checkOut: string;
}

export type SearchField = keyof SearchFormValues;

export type SearchValidation = { ok: true; params: TripSearchInput } | { ok: false; error: string; field: SearchField };

const fail = (error: string, field: SearchField): SearchValidation => ({ ok: false, error, field });

/**
 * A field's text read as a number the way the schema's z.coerce.number() reads it (Number()),
 * kept only when it is a safe integer, as z.number().int() demands.
 */
function integerOf(text: string): number | null {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * The first failing rule wins, in this order. Check-in may not be before `today`, the
 * operator's today (useOperatorToday), not the original's fixed 2025 date.
 */
export function validateSearch(values: SearchFormValues, today: string): SearchValidation {
  const location = integerOf(values.location);
  if (location === null || location <= 0 || location > MAX_LOCATION_ID) return fail(m.destination, 'location');

  const travelers = integerOf(values.travelers);
  if (travelers === null || travelers < LIMITS.travelersMin) return fail(m.travelersRequired, 'travelers');
  if (travelers > LIMITS.travelersMax) return fail(m.travelersMax, 'travelers');

  if (!isIsoDate(values.checkIn)) return fail(m.checkIn, 'checkIn');
  if (!isIsoDate(values.checkOut)) return fail(m.checkOut, 'checkOut');
  // yyyy-MM-dd strings compare in calendar order, no Date needed.
  if (values.checkOut <= values.checkIn) return fail(m.checkOutAfterCheckIn, 'checkOut');
  if (values.checkIn < today) return fail(m.checkInPast, 'checkIn');

  return {
    ok: true,
    params: { location, guest_count: travelers, check_in: values.checkIn, check_out: values.checkOut },
  };
}
