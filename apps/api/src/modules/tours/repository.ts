import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tourActivities, tourSeasons, tours } from '../../db/schema/index';

// Read-only: the static tours' catalogue. Booking a tour is modules/bookings.

export async function listTours(db: Db) {
  const rows = await db.select().from(tours).where(eq(tours.isActive, true)).orderBy(asc(tours.sortOrder), asc(tours.id));
  const activities = rows.length
    ? await db
        .select()
        .from(tourActivities)
        .where(
          inArray(
            tourActivities.tourId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(tourActivities.id))
    : [];
  return rows.map((tour) => ({ ...tour, activities: activities.filter((a) => a.tourId === tour.id) }));
}

export const listSeasons = (db: Db) => db.select().from(tourSeasons).orderBy(asc(tourSeasons.sortOrder), asc(tourSeasons.id));
