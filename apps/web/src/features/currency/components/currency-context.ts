import { createContext, useContext } from 'react';
import type { Currency } from '@safari/contracts/currency';
import type { DisplayCurrency } from '../../../lib/money';

export interface CurrencyState {
  currencies: Currency[];
  selected: DisplayCurrency;
  /** True while the list or the rates are loading: prices show a spinner, the selector is disabled. */
  loading: boolean;
  select(code: string): void;
  /** Formats a USD amount in the selected currency. */
  format(amountUsd: number): string;
}

export const CurrencyContext = createContext<CurrencyState | null>(null);

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error('useCurrency must be used inside <CurrencyProvider>');
  return state;
}
