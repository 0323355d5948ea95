import { cacheNamespace, type ReadCache } from '../../lib/read-cache';

/** Search answers: this module's keys, and no one else's. */
export const SEARCH_CACHE = cacheNamespace('search');

/**
 * The answer depends on location and party size only (the dates are checked before the
 * cache and do not change it), so every date range shares one entry.
 */
export const searchCacheKey = (filter: { location: number; guests: number }) => `${filter.location}:${filter.guests}`;

/** After a write that changes which trips a search finds or how their cards look. */
export const invalidateSearchCache = (cache: ReadCache) => cache.invalidate(SEARCH_CACHE);
