import { formatIban, formatStructuredCommunication } from '@safari/contracts/payments/bank-transfer';
import type { PaymentInstructions } from '@safari/contracts/payments/instructions';
import type { PaymentCurrency } from '@safari/contracts/payments/money';
import type { Instalment } from '@safari/contracts/payments/schedule';
import { epcQrDataUrl } from './epc-qr';
import { standingOf } from './standing';

/** The operator's account travellers transfer to (configuration, IBAN checked at start). */
export interface BankAccount {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
}

/** A booking's money as the instructions need it. */
export interface BookingMoney {
  currency: PaymentCurrency;
  totalMinor: number;
  /** Twelve digits. */
  paymentReference: string;
  schedule: readonly Instalment[];
  paidMinor: number;
}

/** Transfers to the operator's account are taken in these; shillings are paid in Dar es Salaam or by card. */
const TRANSFER_CURRENCIES: ReadonlySet<PaymentCurrency> = new Set(['EUR', 'USD', 'GBP']);

/**
 * What to pay now, by when and how, with the EPC QR code for a euro amount. `cardPayment`: the
 * site takes cards (Stripe is configured); the button shows only when something is due.
 */
export function paymentInstructions(money: BookingMoney, account: BankAccount, today: string, cardPayment: boolean): PaymentInstructions {
  const standing = standingOf(money.schedule, money.paidMinor, today);
  const communication = formatStructuredCommunication(money.paymentReference);
  const transfer = TRANSFER_CURRENCIES.has(money.currency);
  const qr =
    transfer && money.currency === 'EUR' && standing.dueNowMinor > 0
      ? epcQrDataUrl({
          bic: account.bic,
          holder: account.holder,
          iban: account.iban,
          amountMinor: standing.dueNowMinor,
          communication,
        })
      : null;
  return {
    currency: money.currency,
    total_minor: money.totalMinor,
    paid_minor: standing.paidMinor,
    due_now_minor: standing.dueNowMinor,
    next_due_date: standing.nextDueDate,
    schedule: money.schedule.map((i) => ({ kind: i.kind, amount_minor: i.amountMinor, due_date: i.dueDate })),
    bank_transfer: transfer
      ? { account_holder: account.holder, iban: formatIban(account.iban), bic: account.bic, bank: account.bank, communication, qr_code: qr }
      : null,
    card_payment: cardPayment && standing.dueNowMinor > 0,
  };
}
