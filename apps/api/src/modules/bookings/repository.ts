import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingLines,
  bookings,
  countries,
  currencies,
  genders,
  seasons,
  serviceClasses,
  tours,
  tripBudgets,
  tripDepartures,
  trips,
} from '../../db/schema/index';
import type { BudgetRow, PricedLine } from './pricing';

export async function findBookableTrip(db: Db, uuid: string) {
  const [row] = await db
    .select({ id: trips.id, name: trips.name, maxGuests: trips.maxGuests })
    .from(trips)
    .where(and(eq(trips.uuid, uuid), eq(trips.isActive, true)));
  return row;
}

export async function findBudgets(db: Db, tripId: number): Promise<BudgetRow[]> {
  return db
    .select({ season: seasons.name, serviceClassId: tripBudgets.serviceClassId, quantity: tripBudgets.quantity, price: tripBudgets.price })
    .from(tripBudgets)
    .innerJoin(seasons, eq(seasons.id, tripBudgets.seasonId))
    .where(eq(tripBudgets.tripId, tripId));
}

/** The service class's name when class, gender and country all exist; otherwise nothing. */
export async function findBookingOptions(db: Db, ids: { classId: number; genderId: number; countryId: number }) {
  const [serviceClass] = await db.select({ name: serviceClasses.name }).from(serviceClasses).where(eq(serviceClasses.id, ids.classId));
  const [gender] = await db.select({ id: genders.id }).from(genders).where(eq(genders.id, ids.genderId));
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, ids.countryId));
  return serviceClass && gender && country ? serviceClass : undefined;
}

/** Units of `code` per USD: the live rate when one was fetched, else the stored one. */
export async function findCurrencyRate(db: Db, code: string) {
  const [row] = await db
    .select({ code: currencies.code, rate: sql<number>`coalesce(${currencies.liveRate}, ${currencies.fallbackRate})::float8` })
    .from(currencies)
    .where(eq(currencies.code, code));
  return row;
}

export async function findDeparture(db: Db, tripId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(tripDepartures)
    .where(and(eq(tripDepartures.uuid, uuid), eq(tripDepartures.tripId, tripId)));
  return row;
}

/**
 * Takes `guests` seats in one conditional UPDATE: it succeeds only while enough seats are
 * left, so concurrent bookings can never take more than there are (no read-then-write).
 */
export async function takeSeats(db: Db, departureId: number, guests: number) {
  const [row] = await db
    .update(tripDepartures)
    .set({ seatsLeft: sql`${tripDepartures.seatsLeft} - ${guests}` })
    .where(and(eq(tripDepartures.id, departureId), eq(tripDepartures.status, 'scheduled'), sql`${tripDepartures.seatsLeft} >= ${guests}`))
    .returning({ seatsLeft: tripDepartures.seatsLeft });
  return row;
}

export async function upcomingDepartures(db: Db, tripId: number, today: string) {
  return db
    .select()
    .from(tripDepartures)
    .where(and(eq(tripDepartures.tripId, tripId), eq(tripDepartures.status, 'scheduled'), gt(tripDepartures.startDate, today)))
    .orderBy(asc(tripDepartures.startDate));
}

type NewBooking = Omit<typeof bookings.$inferInsert, 'reference'>;

/** Inserts the booking with its reference ST-{operator's year}-{number} and its priced lines. */
export async function insertBooking(db: Db, values: NewBooking, year: string, lines: PricedLine[]) {
  const [row] = await db
    .insert(bookings)
    .values({ ...values, reference: sql`'ST-' || ${year} || '-' || lpad(nextval('booking_reference_seq')::text, 6, '0')` })
    .returning({ id: bookings.id, reference: bookings.reference });
  await db.insert(bookingLines).values(lines.map((line) => ({ bookingId: row!.id, ...line })));
  return row!;
}

/** A traveller's bookings for their dashboard, newest first. */
export async function listBookingsOfUser(db: Db, userId: number) {
  return db
    .select({
      reference: bookings.reference,
      tripName: sql<string>`coalesce(${trips.name}, ${tours.title})`,
      tripUuid: trips.uuid,
      startDate: bookings.startDate,
      guests: bookings.guests,
      totalPrice: bookings.totalPrice,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .leftJoin(trips, eq(trips.id, bookings.tripId))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .where(eq(bookings.userId, userId))
    .orderBy(sql`${bookings.createdAt} desc`);
}
