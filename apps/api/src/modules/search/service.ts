import { LIMITS } from '@safari/contracts/constants';
import { VALIDATION } from '@safari/contracts/messages';
import type { TripSearchInput } from '@safari/contracts/search';
import type { Db } from '../../db/client';
import { todayIsoDate } from '../../lib/dates';
import { badRequest } from '../../lib/http-errors';
import { findTripsForSearch } from './repository';

/**
 * The home search. The contract already checked the fields in the SPEC's order; what is left
 * needs the server's calendar: GUIDE decision 5 refuses a check-in before today (the SPEC's
 * original compared with a fixed 2025 date). Today itself is allowed.
 */
export async function searchTrips(db: Db, input: TripSearchInput, today: string = todayIsoDate()) {
  if (input.check_in < today) {
    throw badRequest(VALIDATION.search.checkInPast, { check_in: VALIDATION.search.checkInPast });
  }
  return findTripsForSearch(db, {
    locationId: input.location,
    guests: input.guest_count,
    limit: LIMITS.maxPageSize,
  });
}
