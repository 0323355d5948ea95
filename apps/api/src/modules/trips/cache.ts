import { cacheNamespace, type ReadCache } from '../../lib/read-cache';

/** The listing pages and the trip details: this module's keys, and no one else's. */
// Each page or detail is kept twice, as rows and as the finished bytes anonymous visitors
// share (lib/shared-response.ts), so twice the default room.
export const TRIPS_CACHE = cacheNamespace('trips', { maxEntries: 1000 });

export const tripsCacheKey = {
  list: (page: { limit: number; offset: number }) => `list:${page.limit}:${page.offset}`,
  // Slugs are lower-case by contract and uuids are lowered by the service: one entry per place.
  visiting: (destination: string, page: { limit: number; offset: number }) => `visiting:${destination}:${page.limit}:${page.offset}`,
  // Uuids are case-insensitive: one entry per trip, however the link spells it.
  detail: (uuid: string) => `detail:${uuid.toLowerCase()}`,
};

/** After a write that changes what the listing or a detail shows (see catalogue/invalidation.ts). */
export const invalidateTripsCache = (cache: ReadCache) => cache.invalidate(TRIPS_CACHE);
