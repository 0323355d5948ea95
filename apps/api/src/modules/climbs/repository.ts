import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tripDepartures, trips } from '../../db/schema/index';

// Read-only: the Kilimanjaro group climbs are the upcoming scheduled departures of the trips
// flagged as Kilimanjaro climbs (trips.is_kilimanjaro_climb, set by the seed, not read from the
// name). Reserving one is a booking: modules/bookings.

export async function upcomingClimbs(db: Db, today: string) {
  return db
    .select({
      departureUuid: tripDepartures.uuid,
      tripUuid: trips.uuid,
      tripName: trips.name,
      startDate: tripDepartures.startDate,
      durationDays: trips.durationDays,
      seatsTotal: tripDepartures.seatsTotal,
      seatsLeft: tripDepartures.seatsLeft,
      price: tripDepartures.pricePerPerson,
      basePrice: trips.basePrice,
    })
    .from(tripDepartures)
    .innerJoin(trips, eq(trips.id, tripDepartures.tripId))
    .where(
      and(
        eq(trips.isKilimanjaroClimb, true),
        eq(trips.isActive, true),
        eq(tripDepartures.status, 'scheduled'),
        gt(tripDepartures.startDate, today),
      ),
    )
    .orderBy(asc(tripDepartures.startDate), asc(tripDepartures.id));
}

export type ClimbRow = Awaited<ReturnType<typeof upcomingClimbs>>[number];
