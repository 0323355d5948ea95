import { and, asc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings, countries, serviceClasses, tripDepartures, trips } from '../../../db/schema/index';
import type { PageRequest } from '../paging';
import { countAll, ordered } from '../paging-repository';

export type DepartureRow = typeof tripDepartures.$inferSelect;

export async function findTrip(db: Db, uuid: string) {
  const [row] = await db.select({ id: trips.id, uuid: trips.uuid, name: trips.name }).from(trips).where(eq(trips.uuid, uuid));
  return row;
}

export interface DepartureFilters extends PageRequest {
  sort: 'start_date' | 'created_at';
  status?: 'scheduled' | 'closed' | 'cancelled';
  when: 'upcoming' | 'past' | 'all';
  /** The operator's today, yyyy-MM-dd. */
  today: string;
}

export async function listDepartures(db: Db, tripId: number, f: DepartureFilters) {
  const where: SQL[] = [eq(tripDepartures.tripId, tripId)];
  if (f.status) where.push(eq(tripDepartures.status, f.status));
  if (f.when === 'upcoming') where.push(gte(tripDepartures.startDate, f.today));
  if (f.when === 'past') where.push(lt(tripDepartures.startDate, f.today));
  const sortColumn = f.sort === 'created_at' ? tripDepartures.createdAt : tripDepartures.startDate;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(tripDepartures)
      .where(and(...where))
      .orderBy(...ordered(f.order, sortColumn, tripDepartures.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: countAll })
      .from(tripDepartures)
      .where(and(...where)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function insertDeparture(
  db: Db,
  values: { tripId: number; startDate: string; seatsTotal: number; pricePerPerson: number | null },
) {
  const [row] = await db
    .insert(tripDepartures)
    .values({ ...values, seatsLeft: values.seatsTotal })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The departure and its trip's uuid, locked: bookings taking seats wait until the change commits. */
export async function lockDeparture(tx: Db, uuid: string) {
  const [row] = await tx
    .select({ departure: tripDepartures, tripUuid: trips.uuid, tripName: trips.name })
    .from(tripDepartures)
    .innerJoin(trips, eq(trips.id, tripDepartures.tripId))
    .where(eq(tripDepartures.uuid, uuid))
    .for('update', { of: tripDepartures });
  return row;
}

export async function findDepartureWithTrip(db: Db, uuid: string) {
  const [row] = await db
    .select({ departure: tripDepartures, tripUuid: trips.uuid, tripName: trips.name })
    .from(tripDepartures)
    .innerJoin(trips, eq(trips.id, tripDepartures.tripId))
    .where(eq(tripDepartures.uuid, uuid));
  return row;
}

/**
 * New values for a departure. Seats move by the change of the total, so the seats already
 * sold stay sold: seats_left + (new total − old total), never below zero (the check refuses).
 */
export async function updateDeparture(
  tx: Db,
  id: number,
  values: { startDate?: string; seatsTotal?: number; pricePerPerson?: number | null; status?: 'scheduled' | 'closed' },
) {
  const { seatsTotal, ...rest } = values;
  const [row] = await tx
    .update(tripDepartures)
    .set({
      ...rest,
      ...(seatsTotal === undefined
        ? {}
        : { seatsTotal, seatsLeft: sql`${tripDepartures.seatsLeft} + (${seatsTotal}::int - ${tripDepartures.seatsTotal})` }),
    })
    .where(eq(tripDepartures.id, id))
    .returning();
  return row!;
}

/** Who travels on a departure (cancelled bookings left out), in booking order. */
export function listPassengers(db: Db, departureId: number) {
  return db
    .select({
      reference: bookings.reference,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      email: bookings.email,
      phone: bookings.phone,
      country: countries.name,
      guests: bookings.guests,
      serviceClass: serviceClasses.name,
      status: bookings.status,
      note: bookings.note,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .leftJoin(countries, eq(countries.id, bookings.countryId))
    .leftJoin(serviceClasses, eq(serviceClasses.id, bookings.serviceClassId))
    .where(and(eq(bookings.departureId, departureId), ne(bookings.status, 'cancelled')))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}
