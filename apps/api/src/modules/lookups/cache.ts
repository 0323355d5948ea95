import { cacheNamespace, type ReadCache } from '../../lib/read-cache';

/** The reference lists, held as one entry. */
export const LOOKUPS_CACHE = cacheNamespace('lookups', { maxEntries: 1 });

export const LOOKUPS_KEY = 'all';

/** After a write to a reference table (locations, countries, classes, categories, seasons, …). */
export const invalidateLookupsCache = (cache: ReadCache) => cache.invalidate(LOOKUPS_CACHE);
