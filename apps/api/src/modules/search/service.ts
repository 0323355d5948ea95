import { LIMITS } from '@safari/contracts/constants';
import { VALIDATION } from '@safari/contracts/messages';
import type { TripSearchInput } from '@safari/contracts/search';
import type { Db } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import { badRequest } from '../../lib/http-errors';
import { findTripsForSearch } from './repository';

/**
 * The home search. The contract already checked the fields in the SPEC's order; what is left
 * needs the operator's calendar: GUIDE decision 5 refuses a check-in before today (the SPEC's
 * original compared with a fixed 2025 date). Today itself is allowed.
 */
export async function searchTrips(
  db: Db,
  input: TripSearchInput,
  opts: { today: string; cache?: ReadCache },
) {
  const { today } = opts;
  if (input.check_in < today) {
    throw badRequest(VALIDATION.search.checkInPast, { check_in: VALIDATION.search.checkInPast });
  }
  // The answer depends on location and party size only (dates are checked above), so the
  // cache key leaves the dates out and every date range shares one entry.
  const load = () =>
    findTripsForSearch(db, { locationId: input.location, guests: input.guest_count, limit: LIMITS.maxPageSize });
  return opts.cache ? opts.cache.wrap(`search:${input.location}:${input.guest_count}`, load) : load();
}
