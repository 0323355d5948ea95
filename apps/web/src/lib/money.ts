/** What a price needs to be shown in a currency: its code, symbol and units per 1 USD. */
export interface DisplayCurrency {
  code: string;
  symbol: string;
  rate: number;
}

export const USD: DisplayCurrency = { code: 'USD', symbol: '$', rate: 1 };

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * TZS rounded to a whole number with thousands separators; USD, EUR, GBP and
 * others with two decimals. Amounts are USD from the API, converted at the given rate.
 */
export function formatMoney(amountUsd: number, currency: DisplayCurrency = USD): string {
  const amount = amountUsd * currency.rate;
  if (currency.code === 'TZS') return `${currency.symbol} ${wholeNumber.format(Math.round(amount))}`;
  return `${currency.symbol}${twoDecimals.format(amount)}`;
}
