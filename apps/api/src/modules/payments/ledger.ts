import { formatIsoDate, todayIn } from '@safari/contracts/calendar';
import type { PaymentInstructions } from '@safari/contracts/payments/instructions';
import { formatMinor, isPaymentCurrency, type PaymentCurrency } from '@safari/contracts/payments/money';
import type { Instalment } from '@safari/contracts/payments/schedule';
import type { Db } from '../../db/client';
import { renderEmail } from '../../lib/email-template';
import { HttpError } from '../../lib/http-errors';
import { enqueueEmail } from '../outbox/repository';
import { paymentInstructions, type BankAccount } from './instructions';
import { howToPay } from './payment-mail';
import * as repo from './repository';
import { paymentStatusOf } from './standing';
import { toLedgerEntry } from './mappers';
import type { LedgerEntry } from '@safari/contracts/admin-bookings';

// The ledger: every payment received and every refund made, by any method, goes through
// `recordEntry` in the caller's transaction. What is paid is the sum of the entries; the
// booking's status follows it, and the traveller gets a receipt naming what was received and
// what remains, by when (in the same transaction, through the outbox).

export interface LedgerDeps {
  timeZone: string;
  bank: BankAccount;
  /** The site takes cards (Stripe is configured): the instructions offer the card button. */
  cardPayment: boolean;
}

export interface EntryInput {
  kind: 'payment' | 'refund';
  amountMinor: number;
  /** Must be the booking's currency: a traveller pays in the currency they booked in. */
  currency: string;
  method: 'bank_transfer' | 'card' | 'cash' | 'other';
  /** The source's own id (a statement line, a card payment): recorded once per method. */
  providerReference?: string | null;
  receivedOn: string;
  note?: string;
  recordedBy?: number | null;
}

export interface RecordedEntry {
  /** False: this provider reference was recorded before; nothing changed. */
  recorded: boolean;
  booking: repo.LockedBooking;
  entry?: repo.LedgerEntryRow;
  paidBeforeMinor: number;
  paidMinor: number;
  status: repo.LockedBooking['status'];
  /** The booking's payment schedule, as read for this entry. */
  schedule: Instalment[];
}

export const LEDGER_MESSAGES = {
  currency: (currency: string) => `This booking is paid in ${currency}.`,
  refundTooLarge: 'A refund cannot be larger than what was paid.',
} as const;

const paidOf = (entries: repo.LedgerEntryRow[]) =>
  entries.reduce((sum, e) => sum + (e.kind === 'payment' ? e.amountMinor : -e.amountMinor), 0);

const asInstalments = (rows: Awaited<ReturnType<typeof repo.findSchedule>>): Instalment[] => rows.map((r) => ({ ...r }));

type BookingMoneyRow = { id: number; currency: string; totalMinor: number; paymentReference: string };

/** A booking's money as the traveller's pages and the back office show it: what is due and how to pay, and the ledger. */
export async function ledgerOf(
  db: Db,
  deps: LedgerDeps,
  booking: BookingMoneyRow,
): Promise<{ payment: PaymentInstructions; ledger: LedgerEntry[] }> {
  const [schedule, rows] = await Promise.all([repo.findSchedule(db, booking.id), repo.findEntriesWithRecorder(db, booking.id)]);
  const currency = (isPaymentCurrency(booking.currency) ? booking.currency : 'USD') as PaymentCurrency;
  const payment = paymentInstructions(
    {
      currency,
      totalMinor: booking.totalMinor,
      paymentReference: booking.paymentReference,
      schedule: asInstalments(schedule),
      paidMinor: paidOf(rows.map((r) => r.entry)),
    },
    deps.bank,
    todayIn(deps.timeZone),
    deps.cardPayment,
  );
  return { payment, ledger: rows.map(toLedgerEntry) };
}

/**
 * Records a payment or a refund against the locked booking, moves its status with the ledger
 * (a completed or cancelled booking keeps its status) and enqueues the receipt. Run it in a
 * transaction: the entry, the status and the e-mail commit together.
 */
export async function recordEntry(tx: Db, deps: LedgerDeps, booking: repo.LockedBooking, input: EntryInput): Promise<RecordedEntry> {
  if (input.currency !== booking.currency) throw new HttpError(409, LEDGER_MESSAGES.currency(booking.currency));
  const [schedule, before] = await Promise.all([repo.findSchedule(tx, booking.id), repo.findEntries(tx, booking.id)]);
  const paidBeforeMinor = paidOf(before);
  if (input.kind === 'refund' && input.amountMinor > paidBeforeMinor) throw new HttpError(409, LEDGER_MESSAGES.refundTooLarge);

  const entry = await repo.insertEntry(tx, {
    bookingId: booking.id,
    kind: input.kind,
    amountMinor: input.amountMinor,
    currency: input.currency,
    method: input.method,
    providerReference: input.providerReference ?? null,
    receivedOn: input.receivedOn,
    note: input.note ?? '',
    recordedBy: input.recordedBy ?? null,
  });
  const instalments = asInstalments(schedule);
  if (!entry)
    return { recorded: false, booking, paidBeforeMinor, paidMinor: paidBeforeMinor, status: booking.status, schedule: instalments };

  const paidMinor = paidBeforeMinor + (input.kind === 'payment' ? input.amountMinor : -input.amountMinor);
  const status =
    booking.status === 'completed' || booking.status === 'cancelled' ? booking.status : paymentStatusOf(instalments, paidMinor);
  if (status !== booking.status) await repo.setStatus(tx, booking.id, status);

  const currency = booking.currency as PaymentCurrency;
  const instructions = paymentInstructions(
    { currency, totalMinor: booking.totalMinor, paymentReference: booking.paymentReference, schedule: instalments, paidMinor },
    deps.bank,
    todayIn(deps.timeZone),
    deps.cardPayment,
  );
  await enqueueEmail(tx, receiptEmail(booking, input, instructions));
  return { recorded: true, booking, entry, paidBeforeMinor, paidMinor, status, schedule: instalments };
}

/** What each of several bookings owes and how to pay it (the traveller's dashboard), keyed by booking id. */
export async function instructionsForMany(db: Db, deps: LedgerDeps, rows: BookingMoneyRow[]): Promise<Map<number, PaymentInstructions>> {
  const { schedules, paid } = await repo.findMoneyOf(
    db,
    rows.map((r) => r.id),
  );
  const today = todayIn(deps.timeZone);
  const entries = await Promise.all(
    rows.map(async (row) => {
      const currency = (isPaymentCurrency(row.currency) ? row.currency : 'USD') as PaymentCurrency;
      const schedule = schedules
        .filter((s) => s.bookingId === row.id)
        .map(({ kind, amountMinor, dueDate }) => ({ kind, amountMinor, dueDate }));
      const paidMinor = paid.find((p) => p.bookingId === row.id)?.paidMinor ?? 0;
      const instructions = paymentInstructions(
        { currency, totalMinor: row.totalMinor, paymentReference: row.paymentReference, schedule, paidMinor },
        deps.bank,
        today,
        deps.cardPayment,
      );
      return [row.id, instructions] as const;
    }),
  );
  return new Map(entries);
}

/** Locks the booking named by `where` and records the entry; undefined when there is no such booking. */
export async function recordEntryFor(
  tx: Db,
  deps: LedgerDeps,
  where: Parameters<typeof repo.lockBookingMoney>[1],
  input: (booking: repo.LockedBooking) => EntryInput,
): Promise<RecordedEntry | undefined> {
  const booking = await repo.lockBookingMoney(tx, where);
  return booking && recordEntry(tx, deps, booking, input(booking));
}

/** The receipt: what was received (or refunded), what remains and by when, and how to pay it. */
function receiptEmail(booking: repo.LockedBooking, input: EntryInput, p: PaymentInstructions) {
  const currency = booking.currency as PaymentCurrency;
  const amount = formatMinor(input.amountMinor, currency);
  const remaining = p.total_minor - p.paid_minor;
  const pay = booking.status === 'cancelled' ? null : howToPay(p);
  const content = renderEmail({
    subject: input.kind === 'payment' ? `Payment received for booking ${booking.reference}` : `Refund for booking ${booking.reference}`,
    greeting: `Hello ${booking.firstName} ${booking.lastName},`,
    paragraphs: [
      input.kind === 'payment'
        ? `Thank you: we received ${amount} for ${booking.itemName} on ${formatIsoDate(input.receivedOn)}.`
        : `We refunded ${amount} for ${booking.itemName} on ${formatIsoDate(input.receivedOn)}.`,
      remaining > 0 ? `${formatMinor(remaining, currency)} remains to be paid.` : 'Your booking is paid in full.',
    ],
    facts: [
      ['Reference', booking.reference],
      ['Trip', booking.itemName],
      ['Start date', formatIsoDate(booking.startDate)],
      ['Total', formatMinor(p.total_minor, currency)],
      ['Paid so far', formatMinor(p.paid_minor, currency)],
    ],
    sections: pay && remaining > 0 ? [pay.section] : [],
  });
  return {
    kind: input.kind === 'payment' ? 'payment-receipt' : 'refund-receipt',
    to: booking.email,
    ...content,
    attachments: pay && remaining > 0 ? pay.attachments : [],
  };
}
