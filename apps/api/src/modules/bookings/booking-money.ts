import { structuredCommunicationDigits } from '@safari/contracts/payments/bank-transfer';
import { isPaymentCurrency, usdToMinor, type PaymentCurrency } from '@safari/contracts/payments/money';
import { paymentSchedule, type Instalment } from '@safari/contracts/payments/schedule';
import type { Quote } from './pricing';

// What a new booking owes, in the currency the traveller booked in: the USD total at the rate
// fixed now, in minor units, split by the trip's payment terms; and the two names the booking
// goes by, both made from the number drawn with its facts.

export interface BookingMoney {
  /** ST-{operator's year}-{number}. */
  reference: string;
  /** Twelve digits of the Belgian structured communication: the same number and its check digits. */
  paymentReference: string;
  currency: PaymentCurrency;
  rate: number;
  totalMinor: number;
  schedule: Instalment[];
}

export function bookingMoney(quote: Quote, today: string): BookingMoney {
  // A currency the traveller cannot pay in (none today) is booked in USD.
  const { code, rate } = isPaymentCurrency(quote.currency.code) ? quote.currency : { code: 'USD' as const, rate: 1 };
  const currency = code as PaymentCurrency;
  const totalMinor = usdToMinor(quote.total, currency, rate);
  return {
    reference: `ST-${today.slice(0, 4)}-${String(quote.bookingNumber).padStart(6, '0')}`,
    paymentReference: structuredCommunicationDigits(quote.bookingNumber),
    currency,
    rate,
    totalMinor,
    // A free booking (a zero total) owes nothing: no instalment.
    schedule: totalMinor > 0 ? paymentSchedule(totalMinor, quote.terms, today, quote.startDate) : [],
  };
}
