import { cacheNamespace, type ReadCache } from '../../lib/read-cache';

/**
 * The built sitemap. It reads every active trip and destination, the heaviest read a crawler
 * can trigger; on PGlite, which answers one query at a time, building it per request delayed
 * every other visitor.
 */
export const SITEMAP_CACHE = cacheNamespace('sitemap', { maxEntries: 1 });

export const SITEMAP_KEY = 'xml';

/** After a write that adds, removes or edits a trip or destination. */
export const invalidateSitemapCache = (cache: ReadCache) => cache.invalidate(SITEMAP_CACHE);
