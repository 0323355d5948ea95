import { cacheNamespace, type ReadCache } from '../../lib/read-cache';

/**
 * The public blog reads its table on each request, so nothing of it is cached on its own; the
 * server-rendered pages (decision 0029) show articles, though. Dropping this namespace, empty as
 * it is, drops those pages with it (they are `droppedWithAny`), here and, through the bus, in
 * every other process. A blog cache added later belongs here.
 */
export const BLOG_CACHE = cacheNamespace('blog', { maxEntries: 1 });

/** After an article is written, edited, published, withdrawn or deleted. */
export const invalidateBlogCache = (cache: ReadCache) => cache.invalidate(BLOG_CACHE);
