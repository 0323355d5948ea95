import { cacheNamespace, type ReadCache } from '../../lib/read-cache';

/** Destination pages and details: this module's keys, and no one else's. */
// Room for the rows and the finished bytes anonymous visitors share (lib/shared-response.ts).
export const DESTINATIONS_CACHE = cacheNamespace('destinations', { maxEntries: 1000 });

export const destinationsCacheKey = {
  list: (page: { limit: number; offset: number }) => `list:${page.limit}:${page.offset}`,
  detail: (key: string) => `detail:${key.toLowerCase()}`,
};

/** After a write that changes what a destination list or page shows. */
export const invalidateDestinationsCache = (cache: ReadCache) => cache.invalidate(DESTINATIONS_CACHE);
