import type { Db } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import { notFound } from '../../lib/http-errors';
import { API_MESSAGES } from '@safari/contracts/messages';
import { TRIPS_CACHE, tripsCacheKey } from './cache';
import { findTripDetail, listTrips } from './repository';

export function getTrips(db: Db, cache: ReadCache, page: { limit: number; offset: number }) {
  return cache.wrap(TRIPS_CACHE, tripsCacheKey.list(page), () => listTrips(db, page));
}

/** A missing trip throws inside the load, so the 404 is never cached. */
export function getTripDetail(db: Db, cache: ReadCache, uuid: string) {
  return cache.wrap(TRIPS_CACHE, tripsCacheKey.detail(uuid), async () => {
    const trip = await findTripDetail(db, uuid);
    if (!trip) throw notFound(API_MESSAGES.tripNotFound);
    return trip;
  });
}
