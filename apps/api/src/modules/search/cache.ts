import { cacheNamespace, type ReadCache } from '../../lib/read-cache';

/** Search answers: this module's keys, and no one else's. */
export const SEARCH_CACHE = cacheNamespace('search');

/**
 * The matches depend on location and party size only (the dates are checked before the
 * cache), so every date range shares one entry. The fit to the dates (`fits_dates`, the
 * order, `fitting`, `nights`) is computed after it, per request (service.ts fitToStay): a
 * cache of the finished response must key the dates as well.
 */
export const searchCacheKey = (filter: { location: number; guests: number }) => `${filter.location}:${filter.guests}`;

/** After a write that changes which trips a search finds or how their cards look. */
export const invalidateSearchCache = (cache: ReadCache) => cache.invalidate(SEARCH_CACHE);
