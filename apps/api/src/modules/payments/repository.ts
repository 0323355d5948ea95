import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingInstalments, bookings, ledgerEntries, users } from '../../db/schema/index';
import { bookingMoneyColumns, withBookedItem } from './booking-facts-repository';

// The ledger's queries: a booking's money locked for an entry, the entry itself (once per
// provider reference), and the booking's schedule and entries for the pages that show them.

/** What an entry needs to know of its booking, locked until the transaction ends. */
export async function lockBookingMoney(tx: Db, where: { uuid: string } | { id: number } | { paymentReference: string }) {
  const key =
    'uuid' in where
      ? eq(bookings.uuid, where.uuid)
      : 'id' in where
        ? eq(bookings.id, where.id)
        : eq(bookings.paymentReference, where.paymentReference);
  const [row] = await withBookedItem(tx.select(bookingMoneyColumns).from(bookings).$dynamic()).where(key).for('update', { of: bookings });
  return row;
}

export type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockBookingMoney>>>;

/**
 * The bookings these structured communications name, locked in id order (an import that pays
 * several bookings never deadlocks with another that pays some of the same), by communication.
 */
export async function lockBookingsByPaymentReference(tx: Db, paymentReferences: string[]): Promise<Map<string, LockedBooking>> {
  if (paymentReferences.length === 0) return new Map();
  const rows = await withBookedItem(tx.select(bookingMoneyColumns).from(bookings).$dynamic())
    .where(inArray(bookings.paymentReference, paymentReferences))
    .orderBy(asc(bookings.id))
    .for('update', { of: bookings });
  return new Map(rows.map((row) => [row.paymentReference, row]));
}

export function findSchedule(db: Db, bookingId: number) {
  return db
    .select({ kind: bookingInstalments.kind, amountMinor: bookingInstalments.amountMinor, dueDate: bookingInstalments.dueDate })
    .from(bookingInstalments)
    .where(eq(bookingInstalments.bookingId, bookingId))
    .orderBy(asc(bookingInstalments.dueDate), asc(bookingInstalments.id));
}

/** The schedules of several bookings and what each has paid (payments minus refunds), in two queries. */
export async function findMoneyOf(db: Db, bookingIds: number[]) {
  if (bookingIds.length === 0) return { schedules: [], paid: [] };
  const [schedules, paid] = await Promise.all([
    db
      .select({
        bookingId: bookingInstalments.bookingId,
        kind: bookingInstalments.kind,
        amountMinor: bookingInstalments.amountMinor,
        dueDate: bookingInstalments.dueDate,
      })
      .from(bookingInstalments)
      .where(inArray(bookingInstalments.bookingId, bookingIds))
      .orderBy(asc(bookingInstalments.dueDate), asc(bookingInstalments.id)),
    db
      .select({
        bookingId: ledgerEntries.bookingId,
        paidMinor: sql<number>`sum(case when ${ledgerEntries.kind} = 'payment' then ${ledgerEntries.amountMinor} else -${ledgerEntries.amountMinor} end)::float8`,
      })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.bookingId, bookingIds))
      .groupBy(ledgerEntries.bookingId),
  ]);
  return { schedules, paid };
}

export function findEntries(db: Db, bookingId: number) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

/** The entries with the name of the staff member who recorded each by hand. */
export function findEntriesWithRecorder(db: Db, bookingId: number) {
  return db
    .select({ entry: ledgerEntries, recordedBy: users.name })
    .from(ledgerEntries)
    .leftJoin(users, eq(users.id, ledgerEntries.recordedBy))
    .where(eq(ledgerEntries.bookingId, bookingId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

/** Records an entry; undefined when its provider reference was recorded already (nothing written). */
export async function insertEntry(tx: Db, entry: NewLedgerEntry): Promise<LedgerEntryRow | undefined> {
  const [row] = await tx.insert(ledgerEntries).values(entry).onConflictDoNothing().returning();
  return row;
}

export async function setStatus(tx: Db, id: number, status: LockedBooking['status']) {
  await tx
    .update(bookings)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, id)));
}
