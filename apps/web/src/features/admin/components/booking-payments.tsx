import { useId } from 'react';
import { PAYMENT_METHOD_LABELS, type AdminBookingDetail, type LedgerEntry } from '@safari/contracts/admin-bookings';
import { formatIsoDate } from '@safari/contracts/calendar';
import type { PaymentInstructions } from '@safari/contracts/payments/instructions';
import { formatMinor, type PaymentCurrency } from '@safari/contracts/payments/money';
import { useOperatorToday } from '../../../lib/site-status';
import { AdminTable, type Column } from './admin-table';
import { StatusBadge } from './status-badge';

const INSTALMENT_LABELS = { deposit: 'Deposit', balance: 'Balance', full: 'Full payment' } as const;
type Instalment = PaymentInstructions['schedule'][number];

/**
 * What the booking owes and what came in: the amounts the server computed (paid, due now and by
 * when, the schedule) and the ledger, oldest first. Dates are the operator's calendar, so
 * "overdue" counts from the operator's today, as the receipts and reminders do.
 */
export function BookingPayments({ booking }: { booking: AdminBookingDetail }) {
  const id = useId();
  const today = useOperatorToday();
  const payment = booking.payment;
  const money = (minor: number) => formatMinor(minor, payment.currency);
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id={`${id}-h`} className="text-lg font-bold text-stone-900">
        Payments
      </h2>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-semibold text-stone-700">Total</dt>
        <dd className="tabular-nums">{money(payment.total_minor)}</dd>
        <dt className="font-semibold text-stone-700">Paid so far</dt>
        <dd className="tabular-nums" data-testid="paid-so-far">
          {money(payment.paid_minor)}
        </dd>
        <dt className="font-semibold text-stone-700">Due now</dt>
        <dd data-testid="due-now">
          <DueNow booking={booking} today={today} />
        </dd>
        <dt className="font-semibold text-stone-700">Communication</dt>
        <dd className="font-mono font-semibold break-all text-stone-900">
          {payment.bank_transfer?.communication ?? (
            <span className="font-sans font-normal text-stone-700">
              No bank transfer in {payment.currency}: paid at the office or by card.
            </span>
          )}
        </dd>
      </dl>
      <h3 className="font-bold text-stone-900">Schedule</h3>
      <AdminTable
        caption="Payment schedule"
        columns={scheduleColumns(payment, today)}
        rows={payment.schedule}
        rowKey={(i) => i.kind}
        minWidth="min-w-[20rem]"
      />
      <h3 className="font-bold text-stone-900">Ledger</h3>
      <AdminTable
        caption="Ledger"
        columns={ledgerColumns(payment.currency)}
        rows={booking.ledger}
        rowKey={(entry) => entry.uuid}
        minWidth="min-w-[32rem]"
        empty="No payment received yet."
      />
    </section>
  );
}

function DueNow({ booking, today }: { booking: AdminBookingDetail; today: string }) {
  const { payment } = booking;
  if (booking.status === 'cancelled') return <>Nothing: the booking is cancelled.</>;
  if (payment.due_now_minor <= 0 || !payment.next_due_date) {
    return <>{payment.paid_minor >= payment.total_minor ? 'Nothing: paid in full.' : 'Nothing yet.'}</>;
  }
  const overdue = payment.next_due_date < today;
  return (
    <span className={overdue ? 'font-semibold text-red-800' : undefined}>
      <span className="tabular-nums">{formatMinor(payment.due_now_minor, payment.currency)}</span> by {formatIsoDate(payment.next_due_date)}
      {overdue && <StatusBadge status="overdue" className="ml-2" />}
    </span>
  );
}

/** Each instalment is settled once the payments so far cover it and those before it. */
function scheduleColumns(payment: PaymentInstructions, today: string): Column<Instalment>[] {
  const coveredBy = (instalment: Instalment) =>
    payment.schedule.slice(0, payment.schedule.indexOf(instalment) + 1).reduce((sum, i) => sum + i.amount_minor, 0);
  const state = (instalment: Instalment) =>
    payment.paid_minor >= coveredBy(instalment) ? 'paid' : instalment.due_date < today ? 'overdue' : 'due';
  return [
    { header: 'Instalment', cell: (i) => INSTALMENT_LABELS[i.kind] },
    { header: 'Due by', cell: (i) => formatIsoDate(i.due_date) },
    { header: 'Amount', cell: (i) => formatMinor(i.amount_minor, payment.currency), className: 'text-right tabular-nums' },
    { header: 'State', cell: (i) => <StatusBadge status={state(i)} /> },
  ];
}

/** Who recorded an entry: the staff member, or the import that did when no one did by hand. */
const recordedBy = (entry: LedgerEntry) => entry.recorded_by ?? (entry.method === 'card' ? 'card' : 'bank statement');

/** Entries are in the booking's currency (the ledger refuses any other); a refund counts negative. */
const ledgerColumns = (currency: PaymentCurrency): Column<LedgerEntry>[] => [
  { header: 'Received', cell: (entry) => formatIsoDate(entry.received_on) },
  { header: 'Kind', cell: (entry) => (entry.kind === 'payment' ? 'Payment' : 'Refund') },
  { header: 'Method', cell: (entry) => PAYMENT_METHOD_LABELS[entry.method] },
  {
    header: 'Amount',
    cell: (entry) => formatMinor(entry.kind === 'refund' ? -entry.amount_minor : entry.amount_minor, currency),
    className: 'text-right tabular-nums whitespace-nowrap',
  },
  { header: 'Note', cell: (entry) => entry.note || '—' },
  { header: 'Recorded by', cell: recordedBy },
];
