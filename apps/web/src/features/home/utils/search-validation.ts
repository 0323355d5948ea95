import { LIMITS } from '@safari/contracts/constants';
import { SEARCH_VALIDATION } from '@safari/contracts/messages';
import type { TripSearchInput } from '@safari/contracts/search';
import { isIsoDate } from './dates';

const m = SEARCH_VALIDATION;

/** The raw form fields, as the inputs hold them. */
export interface SearchFormValues {
  location: string;
  travelers: string;
  checkIn: string;
  checkOut: string;
}

export type SearchField = keyof SearchFormValues;

export type SearchValidation =
  | { ok: true; params: TripSearchInput }
  | { ok: false; error: string; field: SearchField };

const fail = (error: string, field: SearchField): SearchValidation => ({ ok: false, error, field });

/**
 * SPEC §5: the first failing rule wins, in this order. GUIDE decision 5: check-in may not
 * be before *today* (the visitor's local date), not a fixed 2025 date.
 */
export function validateSearch(values: SearchFormValues, today: string): SearchValidation {
  const location = Number(values.location);
  if (!values.location || !Number.isInteger(location) || location <= 0) return fail(m.destination, 'location');

  const travelersText = values.travelers.trim();
  const travelers = Number(travelersText);
  if (!/^\d+$/.test(travelersText) || travelers < LIMITS.travelersMin) return fail(m.travelersRequired, 'travelers');
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
