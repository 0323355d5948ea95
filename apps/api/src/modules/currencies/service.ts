import type { FastifyBaseLogger } from 'fastify';
import type { ExchangeRateData } from '@safari/contracts/currency';
import { API_MESSAGES } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { ReadCache } from '../../lib/read-cache';
import { CURRENCIES_CACHE, SPLASH_KEY } from './cache';
import { BASE_CURRENCY, baseRate, liveRate, splashCurrency, storedRate } from './mappers';
import { fetchUsdRates, type FetchRates } from './rate-provider';
import { findCurrencyByUuid, listCurrencies, saveLiveRates, type CurrencyRow } from './repository';

export interface ExchangeRateOptions {
  db: Db;
  /** Unset: no provider, the stored rates are the answer. */
  providerUrl: string | undefined;
  ttlMinutes: number;
  timeoutMs: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Injectable for tests. */
  fetchRates?: FetchRates;
  now?: () => number;
  /** After a failed refresh, requests answer from the stored rates for this long. Default 60 s (or the TTL if shorter). */
  retryCooldownMs?: number;
}

/**
 * Exchange rates with the database as the cache (docs/product.md#currencies). A currency's live
 * rate is fresh for the TTL; when the asked one is stale, ALL currencies are refreshed in one
 * provider call, and concurrent requests wait for that same call instead of starting their own. A
 * provider that is down, slow, unconfigured or talking nonsense never surfaces as an error: the
 * answer is the stored rate, silently. One service per app instance, so the in-flight refresh is
 * shared within the process; other processes see the refreshed rates through the database.
 */
export function createExchangeRateService(opts: ExchangeRateOptions) {
  const now = opts.now ?? Date.now;
  const fetchRates = opts.fetchRates ?? fetchUsdRates;
  const ttlMs = opts.ttlMinutes * 60_000;
  const cooldownMs = opts.retryCooldownMs ?? Math.min(60_000, ttlMs);
  let inFlight: Promise<void> | null = null;
  let retryAfter = 0;
  // Refreshes finished so far: a request whose read began before one finished (a slow pool
  // connection on PostgreSQL) saw the stale row, and must read again, not refresh again.
  let refreshesDone = 0;

  const isFresh = (c: CurrencyRow) => c.liveRate !== null && c.liveRateFetchedAt !== null && now() - c.liveRateFetchedAt.getTime() < ttlMs;

  function refresh(url: string): Promise<void> {
    if (inFlight) return inFlight;
    const attempt = (async () => {
      try {
        const rates = await fetchRates(url, opts.timeoutMs);
        await saveLiveRates(opts.db, rates, new Date(now()));
        retryAfter = 0;
      } catch (error) {
        retryAfter = now() + cooldownMs;
        opts.log?.warn({ err: error }, 'exchange-rate refresh failed; answering with stored rates');
      }
    })();
    inFlight = attempt.finally(() => {
      refreshesDone += 1;
      inFlight = null;
    });
    return inFlight;
  }

  async function getRate(currencyUuid: string): Promise<ExchangeRateData> {
    const readAfter = refreshesDone;
    let currency = await findCurrencyByUuid(opts.db, currencyUuid);
    if (!currency) throw notFound(API_MESSAGES.currencyNotFound);
    if (!isFresh(currency) && refreshesDone !== readAfter) currency = (await findCurrencyByUuid(opts.db, currencyUuid)) ?? currency;
    if (currency.code === BASE_CURRENCY) return baseRate();
    if (isFresh(currency)) return liveRate(currency);
    if (!opts.providerUrl || now() < retryAfter) return storedRate(currency);

    await refresh(opts.providerUrl);
    const after = (await findCurrencyByUuid(opts.db, currencyUuid)) ?? currency;
    return isFresh(after) ? liveRate(after) : storedRate(after);
  }

  return { getRate };
}

/** Splash data: every currency with its stored rate, the fallback when live rates fail. */
export function getSplashCurrencies(db: Db, cache: ReadCache) {
  return cache.wrap(CURRENCIES_CACHE, SPLASH_KEY, async () => (await listCurrencies(db)).map(splashCurrency));
}
