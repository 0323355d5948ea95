import { z } from 'zod';
import type { Db } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import { notFound } from '../../lib/http-errors';
import { API_MESSAGES } from '@safari/contracts/messages';
import { TRIPS_CACHE, tripsCacheKey } from './cache';
import { tripCardsPage, tripDetail } from './mappers';
import { destinationExists, findTripDetail, listTrips, type VisitedDestination } from './repository';

const uuidShape = z.uuid();

/**
 * A page of trip cards; with `destination` (a slug or uuid, already checked by the contract)
 * only the trips that visit it. An unknown destination is a 404, not an empty page, so a
 * mistyped link says what is wrong; the 404 is thrown inside the load and never cached.
 */
export function getTrips(db: Db, cache: ReadCache, page: { limit: number; offset: number }, destination?: string) {
  if (!destination) return cache.wrap(TRIPS_CACHE, tripsCacheKey.list(page), async () => tripCardsPage(await listTrips(db, page)));
  const key: VisitedDestination = uuidShape.safeParse(destination).success ? { uuid: destination.toLowerCase() } : { slug: destination };
  const cacheKey = tripsCacheKey.visiting('uuid' in key ? key.uuid : key.slug, page);
  return cache.wrap(TRIPS_CACHE, cacheKey, async () => {
    if (!(await destinationExists(db, key))) throw notFound(API_MESSAGES.destinationNotFound);
    return tripCardsPage(await listTrips(db, page, key));
  });
}

/** A missing trip throws inside the load, so the 404 is never cached. */
export function getTripDetail(db: Db, cache: ReadCache, uuid: string) {
  return cache.wrap(TRIPS_CACHE, tripsCacheKey.detail(uuid), async () => {
    const row = await findTripDetail(db, uuid);
    if (!row) throw notFound(API_MESSAGES.tripNotFound);
    return tripDetail(row);
  });
}
