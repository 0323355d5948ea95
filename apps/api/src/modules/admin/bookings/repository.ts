import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@safari/contracts/admin-bookings';
import type { Db } from '../../../db/client';
import { bookingLines, bookings, countries, serviceClasses, tours, tripDepartures, trips } from '../../../db/schema/index';
import type { PageRequest } from '../paging';
import { countAll, ordered } from '../paging-repository';
import { bookingMatches } from '../../../db/search';

const rowColumns = {
  id: bookings.id,
  uuid: bookings.uuid,
  reference: bookings.reference,
  kind: bookings.kind,
  itemName: sql<string>`coalesce(${trips.name}, ${tours.title}, '')`,
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  email: bookings.email,
  guests: bookings.guests,
  startDate: bookings.startDate,
  totalPrice: bookings.totalPrice,
  status: bookings.status,
  departureUuid: tripDepartures.uuid,
  createdAt: bookings.createdAt,
};

const selectRows = (db: Db) =>
  db
    .select(rowColumns)
    .from(bookings)
    .leftJoin(trips, eq(trips.id, bookings.tripId))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(tripDepartures, eq(tripDepartures.id, bookings.departureId));
export type BookingListRow = Awaited<ReturnType<typeof selectRows>>[number];

export interface BookingFilters extends PageRequest {
  q?: string;
  sort: 'created_at' | 'start_date' | 'total_price';
  status?: BookingStatus;
  kind?: 'package' | 'tour';
  trip?: string;
  departure?: string;
  start_from?: string;
  start_to?: string;
}

function conditions(f: BookingFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.status) where.push(eq(bookings.status, f.status));
  if (f.kind) where.push(eq(bookings.kind, f.kind));
  if (f.trip) where.push(eq(trips.uuid, f.trip));
  if (f.departure) where.push(eq(tripDepartures.uuid, f.departure));
  // Date-only strings compared with date columns: no time zone can move them.
  if (f.start_from) where.push(gte(bookings.startDate, f.start_from));
  if (f.start_to) where.push(lte(bookings.startDate, f.start_to));
  if (f.q) where.push(bookingMatches(f.q));
  return where.length ? and(...where) : undefined;
}

export async function listBookings(db: Db, f: BookingFilters) {
  const where = conditions(f);
  const sortColumn = { created_at: bookings.createdAt, start_date: bookings.startDate, total_price: bookings.totalPrice }[f.sort];
  const [rows, [counted]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...ordered(f.order, sortColumn, bookings.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: countAll })
      .from(bookings)
      .leftJoin(trips, eq(trips.id, bookings.tripId))
      .leftJoin(tripDepartures, eq(tripDepartures.id, bookings.departureId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findBookingDetail(db: Db, uuid: string) {
  const [row] = await db
    .select({
      ...rowColumns,
      phone: bookings.phone,
      country: countries.name,
      serviceClass: serviceClasses.name,
      season: bookings.season,
      seatTier: bookings.seatTier,
      currencyCode: bookings.currencyCode,
      currencyRate: bookings.currencyRate,
      totalMinor: bookings.totalMinor,
      paymentReference: bookings.paymentReference,
      note: bookings.note,
      updatedAt: bookings.updatedAt,
    })
    .from(bookings)
    .leftJoin(trips, eq(trips.id, bookings.tripId))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(tripDepartures, eq(tripDepartures.id, bookings.departureId))
    .leftJoin(countries, eq(countries.id, bookings.countryId))
    .leftJoin(serviceClasses, eq(serviceClasses.id, bookings.serviceClassId))
    .where(eq(bookings.uuid, uuid));
  if (!row) return undefined;
  const lines = await db.select().from(bookingLines).where(eq(bookingLines.bookingId, row.id)).orderBy(bookingLines.id);
  return { row, lines };
}

export type BookingDetailRows = NonNullable<Awaited<ReturnType<typeof findBookingDetail>>>;

/** The booking with its item's name, locked until the transaction ends. */
export async function lockBooking(tx: Db, uuid: string) {
  const [row] = await tx
    .select({ booking: bookings, itemName: rowColumns.itemName })
    .from(bookings)
    .leftJoin(trips, eq(trips.id, bookings.tripId))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .where(eq(bookings.uuid, uuid))
    .for('update', { of: bookings });
  return row;
}

export async function setStatus(tx: Db, id: number, status: BookingStatus) {
  await tx
    .update(bookings)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(bookings.id, id));
}

/** Gives a cancelled booking's seats back to its departure, in the cancelling transaction. */
export async function releaseSeats(tx: Db, departureId: number, guests: number) {
  const [row] = await tx
    .update(tripDepartures)
    .set({ seatsLeft: sql`${tripDepartures.seatsLeft} + ${guests}` })
    .where(eq(tripDepartures.id, departureId))
    .returning({ seatsLeft: tripDepartures.seatsLeft });
  return row?.seatsLeft ?? null;
}
