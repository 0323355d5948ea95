import { cacheNamespace, type ReadCache } from '../../lib/read-cache';

/**
 * The splash currencies with their configured (fallback) rates. Live exchange rates are not
 * held here: the exchange-rate service keeps them in the database for their own TTL.
 */
export const CURRENCIES_CACHE = cacheNamespace('currencies', { maxEntries: 1 });

export const SPLASH_KEY = 'splash';

/** After a currency is added, removed or its fallback rate changed. */
export const invalidateCurrenciesCache = (cache: ReadCache) => cache.invalidate(CURRENCIES_CACHE);
