import { formatMinor, isPaymentCurrency } from '@safari/contracts/payments/money';

// Amounts of the Payments screen: integers in the currency's minor units, as the API sends them.

/** '$1,140.00'; a currency the site does not take (an odd statement line) still shows its code. */
export function money(minor: number, currency: string): string {
  if (isPaymentCurrency(currency)) return formatMinor(minor, currency);
  return `${currency} ${(minor / 100).toFixed(2)}`;
}

/** 'March 2026' for '2026-03'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, m - 1, 1)));
}
