import { cacheNamespace, type ReadCache } from '../../lib/read-cache';

/**
 * Media assets by path, misses included. Its own bound: a scanner asking for random paths
 * fills this namespace only, never evicting the catalogue's entries.
 */
export const MEDIA_CACHE = cacheNamespace('media', { maxEntries: 300 });

/** After an asset is written or removed. */
export const invalidateMediaCache = (cache: ReadCache) => cache.invalidate(MEDIA_CACHE);
