import { z } from 'zod';

const currencySchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  code: z.string(),
  symbol: z.string(),
  /** Stored fallback rate: units of this currency per 1 USD. */
  rate: z.number(),
});
export type Currency = z.infer<typeof currencySchema>;

export const splashData = z.object({ currencies: z.array(currencySchema) });
export type SplashData = z.infer<typeof splashData>;

export const exchangeRateQuery = z.object({ currency: z.uuid() });
export const exchangeRateData = z.object({
  code: z.string(),
  rate: z.number(),
  /** 'live' when refreshed from the provider within its time to live, else 'stored'. */
  source: z.enum(['live', 'stored']),
  fetched_at: z.string().nullable(),
});
export type ExchangeRateData = z.infer<typeof exchangeRateData>;
