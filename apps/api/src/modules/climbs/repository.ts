import { and, asc, eq, gt, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tripDepartures, trips } from '../../db/schema/index';

/** Kilimanjaro climbs are the catalogue's climb trips whose name says Kilimanjaro (not Meru). */
const isKilimanjaroClimb = and(eq(trips.isActive, true), ilike(trips.name, '%kilimanjaro%'));

export async function upcomingClimbs(db: Db, today: string) {
  return db
    .select({
      uuid: tripDepartures.uuid,
      id: tripDepartures.id,
      tripId: trips.id,
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
    .where(and(isKilimanjaroClimb, eq(tripDepartures.status, 'scheduled'), gt(tripDepartures.startDate, today)))
    .orderBy(asc(tripDepartures.startDate), asc(tripDepartures.id));
}

export type ClimbRow = Awaited<ReturnType<typeof upcomingClimbs>>[number];

/** '7-Day Kilimanjaro Machame Route' → 'Machame'; 'Northern Circuit' keeps both words. */
export const routeName = (tripName: string) =>
  /kilimanjaro\s+(.+?)\s+route/i.exec(tripName)?.[1] ?? tripName.replace(/^\d+-Day\s+/i, '');
