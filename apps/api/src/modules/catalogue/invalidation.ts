import type { ReadCache } from '../../lib/read-cache';
import { invalidateBlogCache } from '../blog/cache';
import { invalidateFaqsCache, invalidateTestimonialsCache } from '../content/cache';
import { invalidateCurrenciesCache } from '../currencies/cache';
import { invalidateDestinationsCache } from '../destinations/cache';
import { invalidateLookupsCache } from '../lookups/cache';
import { invalidateMediaCache } from '../media/cache';
import { invalidateSearchCache } from '../search/cache';
import { invalidateSitemapCache } from '../seo/cache';
import { invalidateTripsCache } from '../trips/cache';

/** What a write changed, in the words of the tables it touched. */
export const CATALOGUE_CHANGES = ['trips', 'destinations', 'reference', 'faqs', 'testimonials', 'currencies', 'media', 'blog'] as const;
export type CatalogueChange = (typeof CATALOGUE_CHANGES)[number];

type Invalidate = (cache: ReadCache) => Promise<void>;

/**
 * The one place that knows where catalogue data shows up. Each module owns its namespace and
 * its invalidate function; this table says which of them a change reaches, so a write service
 * names what it changed and never has to know that a trip also appears in search results,
 * the sitemap, …
 */
const SHOWN_BY: Record<CatalogueChange, readonly Invalidate[]> = {
  // A trip (or its budgets, itinerary, categories, add-ons, destinations) is a card in the
  // listing and in search, a detail page and a sitemap URL. A new trip usually brings its
  // banner: a miss remembered for that path must go too.
  trips: [invalidateTripsCache, invalidateSearchCache, invalidateSitemapCache, invalidateMediaCache],
  // A destination is its own page and a sitemap URL; trip details list its name and slug, and
  // search finds trips through its location.
  destinations: [invalidateDestinationsCache, invalidateTripsCache, invalidateSearchCache, invalidateSitemapCache, invalidateMediaCache],
  // Locations, categories, trip types, seasons and service classes are named inside cards,
  // details and destination pages, and listed by the lookups.
  reference: [invalidateLookupsCache, invalidateTripsCache, invalidateSearchCache, invalidateDestinationsCache],
  faqs: [invalidateFaqsCache],
  testimonials: [invalidateTestimonialsCache],
  currencies: [invalidateCurrenciesCache],
  media: [invalidateMediaCache],
  // Blog articles appear only in the server-rendered pages (the blog's own reads are not cached).
  blog: [invalidateBlogCache],
};

/**
 * Call after the write has committed (a reader refilling the cache in between would otherwise
 * store the old rows again). Drops the affected caches in this process at once and in the
 * others through the bus, in one message.
 */
export async function invalidateCatalogue(cache: ReadCache, ...changes: CatalogueChange[]): Promise<void> {
  const calls = new Set(changes.flatMap((change) => SHOWN_BY[change]));
  await Promise.all([...calls].map((invalidate) => invalidate(cache)));
}
