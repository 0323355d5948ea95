import { asc, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { destinations, trips } from '../../db/schema/index';

/** Sitemaps hold at most 50,000 URLs; the few fixed pages take the rest of the room. */
export const SITEMAP_MAX_ENTRIES = 49_900;

/**
 * Active trips (trips_active_created_idx) and active destinations, with the latest change among
 * every trip / destination, active or not (a removal changes a listing too).
 */
export async function loadSitemapEntries(db: Db) {
  const [tripRows, destinationRows, [tripsChanged], [destinationsChanged]] = await Promise.all([
    db
      .select({ uuid: trips.uuid, updatedAt: trips.updatedAt })
      .from(trips)
      .where(eq(trips.isActive, true))
      .orderBy(desc(trips.createdAt), desc(trips.id))
      .limit(SITEMAP_MAX_ENTRIES),
    db
      .select({ slug: destinations.slug, updatedAt: destinations.updatedAt })
      .from(destinations)
      .where(eq(destinations.isActive, true))
      .orderBy(asc(destinations.createdAt), asc(destinations.id)),
    db.select({ at: max(trips.updatedAt) }).from(trips),
    db.select({ at: max(destinations.updatedAt) }).from(destinations),
  ]);
  return {
    trips: tripRows,
    destinations: destinationRows,
    tripsChangedAt: latestChange(tripsChanged),
    destinationsChangedAt: latestChange(destinationsChanged),
  };
}

// max() over a timestamp comes back as a string from some drivers, whatever Drizzle's type says:
// the service turns it into a Date.
const latestChange = (row: { at: Date | null } | undefined): Date | string | null => row?.at ?? null;
