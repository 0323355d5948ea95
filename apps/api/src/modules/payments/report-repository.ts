import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { OPEN_BOOKING_STATUSES } from '@safari/contracts/admin-payments';
import type { Db } from '../../db/client';
import { bookingMatches } from '../../db/search';
import { bookingInstalments, bookings, ledgerEntries, tours, tripDepartures, trips, users } from '../../db/schema/index';

// The back office's view of the money across bookings: what open bookings owe now, what came in,
// and a month in figures. Each answer is one SQL statement (aggregates and a window over the
// schedules), never a query per booking; the service shapes the rows (overview.ts).

const signedAmount = sql`case when ${ledgerEntries.kind} = 'payment' then ${ledgerEntries.amountMinor} else -${ledgerEntries.amountMinor} end`;
/** `term` as text inside a LIKE pattern: "100%" finds "100%", not everything. */

/** What each booking has paid: payments minus refunds. */
const paidPerBooking = (db: Db) =>
  db
    .select({ bookingId: ledgerEntries.bookingId, paidMinor: sql<number>`sum(${signedAmount})::float8`.as('paid_minor') })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.bookingId)
    .as('paid');

/** Each instalment with its booking's schedule summed up to it, in due-date order. */
const runningSchedule = (db: Db) =>
  db
    .select({
      bookingId: bookingInstalments.bookingId,
      amountMinor: bookingInstalments.amountMinor,
      dueDate: bookingInstalments.dueDate,
      cumulative:
        sql<number>`(sum(${bookingInstalments.amountMinor}) over (partition by ${bookingInstalments.bookingId} order by ${bookingInstalments.dueDate}, ${bookingInstalments.id}))::float8`.as(
          'cumulative',
        ),
    })
    .from(bookingInstalments)
    .as('schedule');

/**
 * Where each booking stands against its schedule, as standing.ts reckons it: the first
 * instalment the payments do not cover sets the next due date, and what is owed by then.
 */
function standings(db: Db, today: string) {
  const s = runningSchedule(db);
  const p = paidPerBooking(db);
  const paid = sql`coalesce(${p.paidMinor}, 0)`;
  return db
    .select({
      bookingId: s.bookingId,
      paidMinor: sql<number>`${paid}`.as('paid_so_far'),
      nextDueDate: sql<string | null>`(min(${s.dueDate}) filter (where ${s.cumulative} > ${paid}))::text`.as('next_due_date'),
      owedByNext: sql<number | null>`min(${s.cumulative}) filter (where ${s.cumulative} > ${paid})`.as('owed_by_next'),
      owedByToday: sql<number>`coalesce(max(${s.cumulative}) filter (where ${s.dueDate} < ${today}::date), 0)`.as('owed_by_today'),
    })
    .from(s)
    .leftJoin(p, eq(p.bookingId, s.bookingId))
    .groupBy(s.bookingId, p.paidMinor)
    .as('standing');
}

export interface DueFilters {
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
  q?: string;
  overdue?: boolean;
  currency?: string;
}

/** Open bookings that owe something, overdue first (next due date before `today`), then by due date. */
export async function listDueBookings(db: Db, f: DueFilters, today: string) {
  const st = standings(db, today);
  const overdue = sql<boolean>`(${st.nextDueDate} < ${today})`;
  const where: SQL[] = [inArray(bookings.status, OPEN_BOOKING_STATUSES), isNotNull(st.nextDueDate)];
  if (f.currency) where.push(eq(bookings.currencyCode, f.currency));
  if (f.overdue !== undefined) where.push(f.overdue ? overdue : sql`not ${overdue}`);
  if (f.q) where.push(bookingMatches(f.q));
  const by = f.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        uuid: bookings.uuid,
        reference: bookings.reference,
        itemName: sql<string>`coalesce(${trips.name}, ${tours.title}, '')`,
        firstName: bookings.firstName,
        lastName: bookings.lastName,
        email: bookings.email,
        startDate: bookings.startDate,
        status: bookings.status,
        currency: bookings.currencyCode,
        totalMinor: bookings.totalMinor,
        paidMinor: st.paidMinor,
        nextDueDate: st.nextDueDate,
        owedByNext: st.owedByNext,
        owedByToday: st.owedByToday,
      })
      .from(bookings)
      .innerJoin(st, eq(st.bookingId, bookings.id))
      .leftJoin(trips, eq(trips.id, bookings.tripId))
      .leftJoin(tours, eq(tours.id, bookings.tourId))
      .where(and(...where))
      .orderBy(desc(overdue), by(st.nextDueDate), by(bookings.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(st, eq(st.bookingId, bookings.id))
      .where(and(...where)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
export type DueRow = Awaited<ReturnType<typeof listDueBookings>>['rows'][number];

export interface ReceivedFilters {
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
  sort: 'received_on' | 'amount';
  q?: string;
  from?: string;
  to?: string;
  kind?: 'payment' | 'refund';
  method?: 'bank_transfer' | 'card' | 'cash' | 'other';
  currency?: string;
}

function receivedConditions(f: ReceivedFilters) {
  const where: SQL[] = [];
  // Date-only strings against a date column: no time zone can move them.
  if (f.from) where.push(gte(ledgerEntries.receivedOn, f.from));
  if (f.to) where.push(sql`${ledgerEntries.receivedOn} <= ${f.to}::date`);
  if (f.kind) where.push(eq(ledgerEntries.kind, f.kind));
  if (f.method) where.push(eq(ledgerEntries.method, f.method));
  if (f.currency) where.push(eq(ledgerEntries.currency, f.currency));
  if (f.q) where.push(bookingMatches(f.q, ledgerEntries.providerReference));
  return where.length ? and(...where) : undefined;
}

const sumOf = (kind: 'payment' | 'refund') =>
  sql<number>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.kind} = ${kind}), 0)::float8`;

/** Ledger entries with their booking and who recorded them; and the totals of all that match, per currency. */
export async function listReceivedEntries(db: Db, f: ReceivedFilters) {
  const where = receivedConditions(f);
  const by = f.order === 'asc' ? asc : desc;
  const order =
    f.sort === 'amount'
      ? [by(ledgerEntries.amountMinor), by(ledgerEntries.id)]
      : [by(ledgerEntries.receivedOn), by(ledgerEntries.createdAt), by(ledgerEntries.id)];
  const [rows, totals, [counted]] = await Promise.all([
    db
      .select({
        entry: ledgerEntries,
        recordedBy: users.name,
        bookingUuid: bookings.uuid,
        reference: bookings.reference,
        firstName: bookings.firstName,
        lastName: bookings.lastName,
        email: bookings.email,
      })
      .from(ledgerEntries)
      .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
      .leftJoin(users, eq(users.id, ledgerEntries.recordedBy))
      .where(where)
      .orderBy(...order)
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ currency: ledgerEntries.currency, paymentsMinor: sumOf('payment'), refundsMinor: sumOf('refund') })
      .from(ledgerEntries)
      .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
      .where(where)
      .groupBy(ledgerEntries.currency)
      .orderBy(ledgerEntries.currency),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
      .where(where),
  ]);
  return { rows, totals, total: counted?.n ?? 0 };
}
export type ReceivedRow = Awaited<ReturnType<typeof listReceivedEntries>>['rows'][number];

/** A month in figures, `from` inclusive to `until` exclusive (first days of the month and the next). */
export async function monthFigures(db: Db, from: string, until: string) {
  const inMonth = (column: SQL) => sql`${column} >= ${from}::date and ${column} < ${until}::date`;
  const s = runningSchedule(db);
  const p = paidPerBooking(db);
  // The part of each instalment the payments (applied in due-date order) have not covered.
  const unpaid = sql`greatest(0, least(${s.amountMinor}, ${s.cumulative} - coalesce(${p.paidMinor}, 0)))`;
  const [received, due, departures] = await Promise.all([
    db
      .select({ currency: ledgerEntries.currency, paymentsMinor: sumOf('payment'), refundsMinor: sumOf('refund') })
      .from(ledgerEntries)
      .where(inMonth(sql`${ledgerEntries.receivedOn}`))
      .groupBy(ledgerEntries.currency),
    db
      .select({
        currency: bookings.currencyCode,
        dueMinor: sql<number>`coalesce(sum(${unpaid}), 0)::float8`,
        dueCount: sql<number>`(count(*) filter (where ${unpaid} > 0))::int`,
      })
      .from(s)
      .innerJoin(bookings, eq(bookings.id, s.bookingId))
      .leftJoin(p, eq(p.bookingId, s.bookingId))
      .where(and(inArray(bookings.status, OPEN_BOOKING_STATUSES), inMonth(sql`${s.dueDate}`)))
      .groupBy(bookings.currencyCode),
    db
      .select({
        uuid: tripDepartures.uuid,
        tripUuid: trips.uuid,
        tripName: trips.name,
        startDate: tripDepartures.startDate,
        status: tripDepartures.status,
        seatsTotal: tripDepartures.seatsTotal,
        seatsLeft: tripDepartures.seatsLeft,
      })
      .from(tripDepartures)
      .innerJoin(trips, eq(trips.id, tripDepartures.tripId))
      .where(and(ne(tripDepartures.status, 'cancelled'), gte(tripDepartures.startDate, from), lt(tripDepartures.startDate, until)))
      .orderBy(asc(tripDepartures.startDate), asc(trips.name), asc(tripDepartures.id)),
  ]);
  return { received, due, departures };
}
