import { daysBetween } from '@safari/contracts/calendar';
import { LIMITS } from '@safari/contracts/constants';
import { VALIDATION } from '@safari/contracts/messages';
import type { TripSearchInput } from '@safari/contracts/search';
import type { TripCard } from '@safari/contracts/trip';
import type { Db } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import { badRequest } from '../../lib/http-errors';
import { toCards } from '../catalogue/trip-cards';
import { SEARCH_CACHE, searchCacheKey } from './cache';
import { findDestinationsAt, findTripsForSearch } from './repository';

/**
 * The home search. The contract already checked the fields in the form's order; what is left
 * needs the operator's calendar: a check-in before the operator's today is refused (the
 * original compared with a fixed 2025 date). Today itself is allowed.
 */
export async function searchTrips(db: Db, cache: ReadCache, input: TripSearchInput, opts: { today: string }) {
  if (input.check_in < opts.today) {
    throw badRequest(VALIDATION.search.checkInPast, { check_in: VALIDATION.search.checkInPast });
  }
  const filter = { location: input.location, guests: input.guest_count };
  const found = await cache.wrap(SEARCH_CACHE, searchCacheKey(filter), async () => {
    const [matches, destinations] = await Promise.all([
      findTripsForSearch(db, { locationId: filter.location, guests: filter.guests, limit: LIMITS.maxPageSize }),
      findDestinationsAt(db, filter.location),
    ]);
    // The cards are the catalogue's one definition, the same as the listing's.
    return { trips: toCards(matches.rows), total: matches.total, destinations };
  });
  return fitToStay(found, daysBetween(input.check_in, input.check_out));
}

/**
 * A 9-day trip does not fit a 4-night stay (decision 0028). A trip fits when its days are at most
 * the nights + 1 (arrive on day 1, leave on the last). The longer trips stay in the answer,
 * after the fitting ones, so the storefront can say "longer than your stay" and suggest the
 * dates that would fit; the cached matches are the same for every date range.
 */
export function fitToStay<T extends { trips: TripCard[] }>(found: T, nights: number) {
  const trips = found.trips.map((trip) => ({ ...trip, fits_dates: trip.duration_days <= nights + 1 }));
  const fitting = trips.filter((trip) => trip.fits_dates);
  return { ...found, trips: [...fitting, ...trips.filter((trip) => !trip.fits_dates)], fitting: fitting.length, nights };
}
