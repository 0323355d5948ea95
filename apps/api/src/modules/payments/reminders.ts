import { formatIsoDate } from '@safari/contracts/calendar';
import type { PaymentCurrency } from '@safari/contracts/payments/money';
import { formatMinor } from '@safari/contracts/payments/money';
import type { Db } from '../../db/client';
import { renderEmail } from '../../lib/email-template';
import { enqueueEmail } from '../outbox/repository';
import { instructionsForMany, type LedgerDeps } from './ledger';
import { howToPay } from './payment-mail';
import { claimInstalments, type ReminderKind } from './reminder-repository';

// Balance reminders and overdue notices. Every process sweeps; each balance is claimed by one
// (SKIP LOCKED) and marked in the transaction that enqueues its e-mails, so each is sent once.

export interface ReminderDeps extends LedgerDeps {
  db: Db;
  operatorEmail: string;
  reminderDays: number;
  /** The operator's today (a clock tests control). */
  today(): string;
}

const BATCH = 50;

/** Sends what is due today; resolves with how many balances were reminded and noticed. */
export async function sweepPaymentReminders(deps: ReminderDeps): Promise<{ reminders: number; overdue: number }> {
  const reminders = await sweep(deps, 'reminder');
  const overdue = await sweep(deps, 'overdue');
  return { reminders, overdue };
}

async function sweep(deps: ReminderDeps, kind: ReminderKind): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const claimed = await claimInstalments(tx, kind, deps.today(), deps.reminderDays, BATCH);
      const instructions = await instructionsForMany(
        tx,
        deps,
        claimed.map((c) => c.booking),
      );
      for (const { instalment, booking } of claimed) {
        const payment = instructions.get(booking.id)!;
        const currency = booking.currency as PaymentCurrency;
        const owed = formatMinor(payment.due_now_minor, currency);
        const due = formatIsoDate(instalment.dueDate);
        const pay = howToPay(payment);
        const facts: Array<[string, string]> = [
          ['Reference', booking.reference],
          ['Trip', booking.itemName],
          ['Start date', formatIsoDate(booking.startDate)],
          ['Paid so far', formatMinor(payment.paid_minor, currency)],
        ];
        const traveller = renderEmail({
          subject:
            kind === 'reminder'
              ? `Your balance for ${booking.reference} is due on ${due}`
              : `Your balance for ${booking.reference} is overdue`,
          greeting: `Hello ${booking.firstName} ${booking.lastName},`,
          paragraphs: [
            kind === 'reminder'
              ? `A reminder: the balance of ${owed} for ${booking.itemName} is due on ${due}.`
              : `The balance of ${owed} for ${booking.itemName} was due on ${due} and has not reached us yet.`,
            kind === 'reminder'
              ? 'If you have paid in the last few days, thank you: no need to do anything.'
              : 'Please pay it as soon as you can, or reply to this e-mail if something is wrong: we keep your places until we hear from you.',
          ],
          facts,
          sections: pay ? [pay.section] : [],
        });
        await enqueueEmail(tx, { kind: `balance-${kind}`, to: booking.email, ...traveller, attachments: pay?.attachments ?? [] });
        if (kind === 'overdue') {
          await enqueueEmail(tx, {
            kind: 'balance-overdue-operator',
            to: deps.operatorEmail,
            ...renderEmail({
              subject: `Overdue balance: ${booking.reference}, ${owed}`,
              paragraphs: [`The balance of ${booking.reference} was due on ${due}. The traveller has been sent a notice.`],
              facts: [...facts, ['Traveller', `${booking.firstName} ${booking.lastName}`], ['E-mail', booking.email], ['Owed', owed]],
            }),
          });
        }
      }
      return claimed.length;
    });
    total += count;
    if (count < BATCH) return total;
  }
}
