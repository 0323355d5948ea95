import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { destinations, tripDestinations, trips, tripTypes } from '../../db/schema/index';
import { cardColumns } from '../catalogue/trip-cards-repository';

export interface TripSearchFilter {
  locationId: number;
  guests: number;
  limit: number;
}

/**
 * Active trips that visit the location (through any of their destinations) and take a
 * party of that size, newest first, with the number of matches.
 *
 * One statement: a CTE picks the page of matching ids and counts every match with a window
 * over the (small) set of matches; only that page then pays for the card columns. The
 * location filter is a semi-join (destinations_location_idx → trip_destinations_destination_idx),
 * so a trip visiting two destinations of the same location appears once.
 */
export async function findTripsForSearch(db: Db, filter: TripSearchFilter) {
  const tripsAtLocation = db
    .select({ tripId: tripDestinations.tripId })
    .from(tripDestinations)
    .innerJoin(destinations, eq(destinations.id, tripDestinations.destinationId))
    .where(eq(destinations.locationId, filter.locationId));
  const matches = db.$with('matches').as(
    db
      .select({
        id: trips.id,
        sortAt: sql<Date>`${trips.createdAt}`.as('sort_at'),
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      })
      .from(trips)
      .where(and(eq(trips.isActive, true), gte(trips.maxGuests, filter.guests), inArray(trips.id, tripsAtLocation)))
      .orderBy(desc(trips.createdAt), desc(trips.id))
      .limit(filter.limit),
  );
  const rows = await db
    .with(matches)
    .select({ ...cardColumns, total: matches.total })
    .from(matches)
    .innerJoin(trips, eq(trips.id, matches.id))
    .innerJoin(tripTypes, eq(tripTypes.id, trips.tripTypeId))
    .orderBy(desc(matches.sortAt), desc(matches.id));
  // No row means no match at all: the page is the first one.
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The active destinations at a location (destinations_location_idx), by name. */
export function findDestinationsAt(db: Db, locationId: number) {
  return db
    .select({ slug: destinations.slug, name: destinations.name })
    .from(destinations)
    .where(and(eq(destinations.locationId, locationId), eq(destinations.isActive, true)))
    .orderBy(asc(destinations.name));
}
