import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency, ExchangeRateData } from '@safari/contracts/currency';
import { apiRequest } from '../../../lib/api-client';

const getExchangeRate = (currencyUuid: string) =>
  apiRequest<ExchangeRateData>('/exchange-rate', { method: 'POST', query: { currency: currencyUuid } });

/**
 * Live rates for every non-USD currency. A rate counts only when the answer's status
 * is truthy and the rate is a number above 0; a currency that fails is skipped. The result is
 * null when no rate at all came back, meaning "use the stored fallback rates".
 */
async function getLiveRates(currencies: Currency[]): Promise<Record<string, number> | null> {
  const foreign = currencies.filter((c) => c.code !== 'USD');
  const answers = await Promise.allSettled(foreign.map((c) => getExchangeRate(c.uuid)));
  const live: Record<string, number> = {};
  answers.forEach((answer, i) => {
    const currency = foreign[i];
    if (!currency || answer.status !== 'fulfilled') return;
    const { status, data } = answer.value;
    if (status && typeof data.rate === 'number' && data.rate > 0) live[currency.code] = data.rate;
  });
  return Object.keys(live).length > 0 ? live : null;
}

export const liveRatesQueryOptions = (currencies: Currency[], selectedCode: string) =>
  queryOptions({
    // The selection is part of the key: rates refresh whenever it changes.
    queryKey: ['exchange-rates', currencies.map((c) => c.uuid).join(','), selectedCode],
    queryFn: () => getLiveRates(currencies),
    enabled: currencies.length > 0,
    retry: false,
    staleTime: 0,
  });

export const useLiveRates = (currencies: Currency[], selectedCode: string) => useQuery(liveRatesQueryOptions(currencies, selectedCode));
