import type { Currency, ExchangeRateData } from '@safari/contracts/currency';
import type { CurrencyRow } from './repository';

// The currency rows become wire shapes here, and only here.

/** Prices are kept in USD: its rate is 1 by definition, whatever any table says. */
export const BASE_CURRENCY = 'USD';

export const baseRate = (): ExchangeRateData => ({ code: BASE_CURRENCY, rate: 1, source: 'stored', fetched_at: null });

export const liveRate = (c: CurrencyRow): ExchangeRateData => ({
  code: c.code,
  rate: Number(c.liveRate),
  source: 'live',
  fetched_at: c.liveRateFetchedAt?.toISOString() ?? null,
});

// The last live rate beats the configured fallback: it is the most recent truth we hold.
export const storedRate = (c: CurrencyRow): ExchangeRateData => ({
  code: c.code,
  rate: Number(c.liveRate ?? c.fallbackRate),
  source: 'stored',
  fetched_at: c.liveRate !== null ? (c.liveRateFetchedAt?.toISOString() ?? null) : null,
});

/** A currency as the splash lists it, with its stored (fallback) rate. */
export const splashCurrency = (c: CurrencyRow): Currency => ({
  id: c.id,
  uuid: c.uuid,
  name: c.name,
  code: c.code,
  symbol: c.symbol,
  rate: c.code === BASE_CURRENCY ? 1 : Number(c.fallbackRate),
});
