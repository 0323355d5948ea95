import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_CURRENCY_CODE } from '@safari/contracts/constants';
import { formatMoney, USD, type DisplayCurrency } from '../../../lib/money';
import { useSplash } from '../api/get-splash';
import { useLiveRates } from '../api/get-exchange-rates';
import { chooseCurrency, selectedCurrencySnapshot, subscribeSelectedCurrency } from '../utils/selected-currency';
import { CurrencyContext, type CurrencyState } from './currency-context';

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const splash = useSplash();
  const currencies = useMemo(() => splash.data?.currencies ?? [], [splash.data]);
  const selectedCode = useSyncExternalStore(subscribeSelectedCurrency, selectedCurrencySnapshot, () => null) ?? DEFAULT_CURRENCY_CODE;
  const liveRates = useLiveRates(currencies, selectedCode);

  const selected: DisplayCurrency = useMemo(() => {
    const currency = currencies.find((c) => c.code === selectedCode);
    if (!currency) return USD;
    // Live rates only when at least one came back; otherwise the stored ones.
    const rate = liveRates.data?.[currency.code] ?? currency.rate;
    return { code: currency.code, symbol: currency.symbol, rate: currency.code === 'USD' ? 1 : rate };
  }, [currencies, selectedCode, liveRates.data]);

  // Loading while a selection has no rates yet; a background refresh keeps showing the prices it has
  // (and a server-rendered page hydrates with them: decision 0029).
  const loading = splash.isPending || (currencies.length > 0 && liveRates.isLoading);

  const value: CurrencyState = useMemo(
    () => ({
      currencies,
      selected,
      loading,
      select: chooseCurrency,
      format: (amountUsd: number) => formatMoney(amountUsd, selected),
    }),
    [currencies, selected, loading],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
