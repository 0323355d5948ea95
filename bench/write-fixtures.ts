// What the write benchmarks send and check: the ids a valid booking and inquiry name, and a
// scheduled departure to book under contention. Runs in the bench server, on its database.
import { asc, eq, sql } from 'drizzle-orm';
import { addDays, todayIn, DEFAULT_OPERATOR_TIME_ZONE } from '@safari/contracts/calendar';
import type { buildApp } from '../apps/api/src/app';
import type { Db } from '../apps/api/src/db/client';
import { categories, countries, destinations, genders, serviceClasses, trips, tripDepartures } from '../apps/api/src/db/schema/index';

export interface WriteFixtures {
  classId: number;
  genderId: number;
  countryId: number;
  tripTypeId: number;
  destinationId: number;
  locationId: number;
  departureUuid: string;
  departureSeats: number;
}

/** The seats a contended departure is checked against, read straight from the database. */
export interface DepartureCheck {
  seats_total: number;
  seats_left: number;
  bookings: number;
  seats_booked: number;
}

const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!;

export async function prepareWriteFixtures(db: Db, tripId: number, seats: number): Promise<WriteFixtures> {
  const serviceClass = await first(
    db.select({ id: serviceClasses.id }).from(serviceClasses).orderBy(asc(serviceClasses.sortOrder)).limit(1),
  );
  const gender = await first(db.select({ id: genders.id }).from(genders).limit(1));
  const country = await first(db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'TZ')));
  const tripType = await first(db.select({ id: categories.id }).from(categories).where(eq(categories.kind, 'trip')).limit(1));
  const destination = await first(
    db
      .select({ id: destinations.id, locationId: destinations.locationId })
      .from(destinations)
      .where(eq(destinations.isActive, true))
      .limit(1),
  );
  // Group bookings are of 2 guests: the trip must take them.
  await db.update(trips).set({ maxGuests: 20 }).where(eq(trips.id, tripId));
  const [departure] = await db
    .insert(tripDepartures)
    .values({ tripId, startDate: addDays(todayIn(DEFAULT_OPERATOR_TIME_ZONE), 90), seatsTotal: seats, seatsLeft: seats })
    .returning({ uuid: tripDepartures.uuid });
  return {
    classId: serviceClass.id,
    genderId: gender.id,
    countryId: country.id,
    tripTypeId: tripType.id,
    destinationId: destination.id,
    locationId: destination.locationId!,
    departureUuid: departure!.uuid,
    departureSeats: seats,
  };
}

/** Hidden, bench server only: what the contention run left behind, for run.ts to check. */
export function departureCheckRoute(app: Awaited<ReturnType<typeof buildApp>>, db: Db) {
  app.get<{ Params: { uuid: string } }>('/api/bench/departures/:uuid', { schema: { hide: true } }, async (request) => {
    const [row] = await db
      .select({
        seats_total: tripDepartures.seatsTotal,
        seats_left: tripDepartures.seatsLeft,
        // Spelled out: inside a subquery, Drizzle's unqualified column names would be ambiguous.
        bookings: sql<number>`(select count(*)::int from bookings b where b.departure_id = trip_departures.id)`,
        seats_booked: sql<number>`(select coalesce(sum(b.guests), 0)::int from bookings b where b.departure_id = trip_departures.id)`,
      })
      .from(tripDepartures)
      .where(eq(tripDepartures.uuid, request.params.uuid));
    return row satisfies DepartureCheck | undefined;
  });
}
