import { useId } from 'react';
import { Landmark } from 'lucide-react';
import { formatIsoDate } from '@safari/contracts/calendar';
import type { PaymentInstructions as Instructions } from '@safari/contracts/payments/instructions';
import { PAYMENT_TEXTS } from '@safari/contracts/payments/texts';
import { formatMinor } from '@safari/contracts/payments/money';
import { CardPaymentButton } from './card-payment-button';

const INSTALMENT_LABELS = { deposit: 'Deposit', balance: 'Balance', full: 'Full payment' } as const;

/**
 * What to pay now, by when and how, as the server computed it: the schedule, the operator's
 * account with the booking's structured communication, and the EPC QR code banking apps scan
 * (euro amounts). Shown after booking and in the dashboard. With the booking's reference and
 * e-mail, and when the site takes cards, a button to pay what is due now by card.
 */
export function PaymentInstructions({
  payment,
  headingLevel = 3,
  reference,
  email,
}: {
  payment: Instructions;
  headingLevel?: 2 | 3 | 4;
  /** The booking's reference and e-mail: they name it for a card payment. */
  reference?: string;
  email?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const money = (minor: number) => formatMinor(minor, payment.currency);
  const balance = payment.schedule.find((i) => i.kind === 'balance');
  const transfer = payment.bank_transfer;
  const dueDate = payment.due_now_minor > 0 ? payment.next_due_date : null;
  const due = dueDate !== null;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="payment-instructions"
      className="rounded-xl bg-brand-50 p-4 text-sm text-stone-800 ring-1 ring-brand-200"
    >
      <Heading id={headingId} className="flex items-center gap-2 font-display text-base font-bold text-stone-900">
        <Landmark className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        {due ? PAYMENT_TEXTS.heading : 'Payments'}
      </Heading>
      {due ? (
        <p className="mt-2 font-medium" data-testid="payment-due-now">
          {(payment.paid_minor > 0 ? PAYMENT_TEXTS.dueNext : PAYMENT_TEXTS.dueNow)(money(payment.due_now_minor), formatIsoDate(dueDate))}
        </p>
      ) : (
        <p className="mt-2 font-medium">{payment.paid_minor >= payment.total_minor ? 'Paid in full. Thank you!' : ''}</p>
      )}
      {due && balance && balance.due_date !== dueDate && (
        <p className="mt-1">{PAYMENT_TEXTS.balance(money(balance.amount_minor), formatIsoDate(balance.due_date))}</p>
      )}
      {due && payment.schedule.length === 1 && payment.schedule[0]!.kind === 'full' && <p className="mt-1">{PAYMENT_TEXTS.inFull}</p>}
      {due && payment.card_payment && reference && email && (
        <CardPaymentButton amount={money(payment.due_now_minor)} reference={reference} email={email} />
      )}

      <table className="mt-3 w-full text-left">
        <caption className="sr-only">Payment schedule</caption>
        <thead className="text-xs uppercase tracking-wide text-stone-600">
          <tr>
            <th scope="col" className="py-1 font-semibold">
              Payment
            </th>
            <th scope="col" className="py-1 font-semibold">
              Due by
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {payment.schedule.map((instalment) => (
            <tr key={instalment.kind} className="border-t border-brand-200">
              <td className="py-1.5">{INSTALMENT_LABELS[instalment.kind]}</td>
              <td className="py-1.5">{formatIsoDate(instalment.due_date)}</td>
              <td className="py-1.5 text-right tabular-nums">{money(instalment.amount_minor)}</td>
            </tr>
          ))}
          <tr className="border-t border-brand-200 font-medium">
            <td className="py-1.5" colSpan={2}>
              Paid so far
            </td>
            <td className="py-1.5 text-right tabular-nums" data-testid="payment-paid">
              {money(payment.paid_minor)}
            </td>
          </tr>
        </tbody>
      </table>

      {due && transfer && (
        <div className="mt-4 border-t border-brand-200 pt-3">
          <p>{PAYMENT_TEXTS.transfer}</p>
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
            <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-stone-600">Account holder</dt>
              <dd className="font-medium">{transfer.account_holder}</dd>
              <dt className="text-stone-600">IBAN</dt>
              <dd className="font-mono font-medium" data-testid="payment-iban">
                {transfer.iban}
              </dd>
              <dt className="text-stone-600">BIC</dt>
              <dd className="font-mono font-medium">{transfer.bic}</dd>
              <dt className="text-stone-600">Bank</dt>
              <dd className="font-medium">{transfer.bank}</dd>
              <dt className="text-stone-600">Communication</dt>
              <dd className="font-mono font-semibold text-stone-900" data-testid="payment-communication">
                {transfer.communication}
              </dd>
            </dl>
            {transfer.qr_code && (
              <figure className="shrink-0 text-center">
                <img src={transfer.qr_code} alt={PAYMENT_TEXTS.qr} width={144} height={144} className="mx-auto rounded bg-white" />
                <figcaption className="mt-1 max-w-36 text-xs text-stone-600">{PAYMENT_TEXTS.qr}</figcaption>
              </figure>
            )}
          </div>
        </div>
      )}
      {due && !transfer && <p className="mt-3">{PAYMENT_TEXTS.noTransfer}</p>}
    </section>
  );
}
