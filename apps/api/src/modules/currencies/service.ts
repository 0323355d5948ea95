import type { FastifyBaseLogger } from 'fastify';
import type { ExchangeRateData } from '@safari/contracts/currency';
import { API_MESSAGES } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { ReadCache } from '../../lib/read-cache';
import { CURRENCIES_CACHE, SPLASH_KEY } from './cache';
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

const BASE_CURRENCY = 'USD';

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

  const live = (c: CurrencyRow): ExchangeRateData => ({
    code: c.code,
    rate: Number(c.liveRate),
    source: 'live',
    fetched_at: c.liveRateFetchedAt?.toISOString() ?? null,
  });

  // The last live rate beats the configured fallback: it is the most recent truth we hold.
  const stored = (c: CurrencyRow): ExchangeRateData => ({
    code: c.code,
    rate: Number(c.liveRate ?? c.fallbackRate),
    source: 'stored',
    fetched_at: c.liveRate !== null ? (c.liveRateFetchedAt?.toISOString() ?? null) : null,
  });

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
    // Prices are kept in USD: its rate is 1 by definition, whatever any table says.
    if (currency.code === BASE_CURRENCY) return { code: BASE_CURRENCY, rate: 1, source: 'stored', fetched_at: null };
    if (isFresh(currency)) return live(currency);
    if (!opts.providerUrl || now() < retryAfter) return stored(currency);

    await refresh(opts.providerUrl);
    const after = (await findCurrencyByUuid(opts.db, currencyUuid)) ?? currency;
    return isFresh(after) ? live(after) : stored(after);
  }

  return { getRate };
}

/** Splash data: every currency with its stored rate, the fallback when live rates fail. */
export function getSplashCurrencies(db: Db, cache: ReadCache) {
  return cache.wrap(CURRENCIES_CACHE, SPLASH_KEY, () => loadSplashCurrencies(db));
}

async function loadSplashCurrencies(db: Db) {
  const rows = await listCurrencies(db);
  return rows.map((c) => ({
    id: c.id,
    uuid: c.uuid,
    name: c.name,
    code: c.code,
    symbol: c.symbol,
    rate: c.code === BASE_CURRENCY ? 1 : Number(c.fallbackRate),
  }));
}
