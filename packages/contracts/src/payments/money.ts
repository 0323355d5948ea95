// Amounts a traveller owes and pays are integers in the currency's minor unit (cents, pence),
// with the number of decimals ISO 4217 gives each currency. Floating-point amounts never reach
// the ledger: a schedule split in floats would not add up to the total to the cent.

/** ISO 4217 minor-unit exponents of the currencies a traveller can pay in. */
export const CURRENCY_DECIMALS = { USD: 2, EUR: 2, GBP: 2, TZS: 2 } as const;
export type PaymentCurrency = keyof typeof CURRENCY_DECIMALS;
export const PAYMENT_CURRENCIES = Object.keys(CURRENCY_DECIMALS) as PaymentCurrency[];

export const isPaymentCurrency = (code: string): code is PaymentCurrency => Object.hasOwn(CURRENCY_DECIMALS, code);

/** 10^decimals: how many minor units make one unit of the currency. */
export const minorPerUnit = (currency: PaymentCurrency) => 10 ** CURRENCY_DECIMALS[currency];

/**
 * A USD catalogue price in the booked currency's minor units, at the rate fixed when the
 * traveller booked (units per USD). Rounded half away from zero once, here.
 */
export function usdToMinor(usd: number, currency: PaymentCurrency, ratePerUsd: number): number {
  const exact = usd * ratePerUsd * minorPerUnit(currency);
  // Rounding the decimal string avoids 1.005 × 100 = 100.49999… losing a cent.
  return Math.round(Number(exact.toFixed(6)));
}

/** Minor units as a decimal string without grouping ('1234.50'), for bank files and QR codes. */
export function minorToDecimal(minor: number, currency: PaymentCurrency): string {
  const decimals: number = CURRENCY_DECIMALS[currency];
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return decimals === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** A decimal amount as written in a bank statement ('1234.5') in minor units; null when it is not one. */
export function decimalToMinor(text: string, currency: PaymentCurrency): number | null {
  const decimals = CURRENCY_DECIMALS[currency];
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[3] ?? '';
  if (fraction.length > decimals) return null;
  const minor = Number(match[2]) * minorPerUnit(currency) + Number(fraction.padEnd(decimals, '0') || '0');
  return match[1] === '-' ? -minor : minor;
}

// Intl.NumberFormat is costly to build (about 0.07 ms): one per language and currency, kept.
const formatters = new Map<string, Intl.NumberFormat>();

/** '€1,234.50' in the page's language; English by default. */
export function formatMinor(minor: number, currency: PaymentCurrency, locale = 'en'): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const decimals = CURRENCY_DECIMALS[currency];
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(minor / minorPerUnit(currency));
}
