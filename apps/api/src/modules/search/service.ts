import { LIMITS } from '@safari/contracts/constants';
import { VALIDATION } from '@safari/contracts/messages';
import type { TripSearchInput } from '@safari/contracts/search';
import type { Db } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import { badRequest } from '../../lib/http-errors';
import { SEARCH_CACHE, searchCacheKey } from './cache';
import { findTripsForSearch } from './repository';

/**
 * The home search. The contract already checked the fields in the SPEC's order; what is left
 * needs the operator's calendar: GUIDE decision 5 refuses a check-in before today (the SPEC's
 * original compared with a fixed 2025 date). Today itself is allowed.
 */
export async function searchTrips(db: Db, cache: ReadCache, input: TripSearchInput, opts: { today: string }) {
  if (input.check_in < opts.today) {
    throw badRequest(VALIDATION.search.checkInPast, { check_in: VALIDATION.search.checkInPast });
  }
  const filter = { location: input.location, guests: input.guest_count };
  return cache.wrap(SEARCH_CACHE, searchCacheKey(filter), () =>
    findTripsForSearch(db, { locationId: filter.location, guests: filter.guests, limit: LIMITS.maxPageSize }),
  );
}
