import { cacheNamespace, type ReadCache } from '../../lib/read-cache';

// Two namespaces: a new testimonial must not cost the FAQs their cache, nor the reverse.
export const FAQS_CACHE = cacheNamespace('faqs', { maxEntries: 1 });
export const TESTIMONIALS_CACHE = cacheNamespace('testimonials', { maxEntries: 1 });

export const CONTENT_KEY = 'all';

/** After a write to the FAQs or their categories. */
export const invalidateFaqsCache = (cache: ReadCache) => cache.invalidate(FAQS_CACHE);
/** After a testimonial is written, published or withdrawn. */
export const invalidateTestimonialsCache = (cache: ReadCache) => cache.invalidate(TESTIMONIALS_CACHE);
