import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingInstalments, bookings, ledgerEntries } from '../../db/schema/index';
import { bookingMoneyColumns, withBookedItem } from './booking-facts-repository';

// Which instalments want a reminder or an overdue notice, claimed so that each is sent once
// whichever process sweeps: the rows are locked with SKIP LOCKED and marked in the transaction
// that enqueues their e-mails.

/** Paid so far on the instalment's booking (payments minus refunds). */
const paidOnBooking = sql<number>`coalesce((select sum(case when ${ledgerEntries.kind} = 'payment' then ${ledgerEntries.amountMinor} else -${ledgerEntries.amountMinor} end) from ${ledgerEntries} where ${ledgerEntries.bookingId} = ${bookingInstalments.bookingId}), 0)`;
/** Owed by the end of this instalment: it and every earlier one of its booking. */
const owedByThisInstalment = sql<number>`(select sum(i2.amount_minor) from booking_instalments i2 where i2.booking_id = ${bookingInstalments.bookingId} and i2.due_date <= ${bookingInstalments.dueDate})`;
/** Still short of what this instalment brings the total owed to. */
const unpaid = sql`${paidOnBooking} < ${owedByThisInstalment}`;

const open = inArray(bookings.status, ['awaiting_deposit', 'deposit_paid']);

export type ReminderKind = 'reminder' | 'overdue';

/**
 * Claims up to `limit` balances that want `kind` on `today`, marks them, and answers what the
 * e-mails need. A reminder: due within `reminderDays` and not yet reached. An overdue notice: the
 * due date has passed. Both only while the booking is open and short of what the balance asks.
 * (The deposit is asked for at booking, with its instructions; staff follow up an unpaid one.)
 */
export async function claimInstalments(tx: Db, kind: ReminderKind, today: string, reminderDays: number, limit: number) {
  const notYet = kind === 'reminder' ? isNull(bookingInstalments.remindedAt) : isNull(bookingInstalments.overdueNoticeAt);
  const when =
    kind === 'reminder'
      ? and(
          lte(sql`${bookingInstalments.dueDate} - ${reminderDays}::int`, sql`${today}::date`),
          sql`${bookingInstalments.dueDate} >= ${today}::date`,
        )
      : lt(bookingInstalments.dueDate, today);
  const due = tx
    .select({ id: bookingInstalments.id })
    .from(bookingInstalments)
    .innerJoin(bookings, eq(bookings.id, bookingInstalments.bookingId))
    .where(and(eq(bookingInstalments.kind, 'balance'), notYet, when, open, unpaid))
    .orderBy(bookingInstalments.dueDate, bookingInstalments.id)
    .limit(limit)
    .for('update', { of: bookingInstalments, skipLocked: true });
  const claimed = await tx
    .update(bookingInstalments)
    .set(kind === 'reminder' ? { remindedAt: sql`now()` } : { overdueNoticeAt: sql`now()` })
    .where(sql`${bookingInstalments.id} in (${due})`)
    .returning({
      id: bookingInstalments.id,
      bookingId: bookingInstalments.bookingId,
      kind: bookingInstalments.kind,
      dueDate: bookingInstalments.dueDate,
    });
  if (claimed.length === 0) return [];
  const facts = await withBookedItem(tx.select(bookingMoneyColumns).from(bookings).$dynamic()).where(
    inArray(
      bookings.id,
      claimed.map((c) => c.bookingId),
    ),
  );
  return claimed.map((c) => ({ instalment: c, booking: facts.find((f) => f.id === c.bookingId)! }));
}
