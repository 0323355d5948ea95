import { asc, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { destinations, trips } from '../../db/schema/index';

/** Sitemaps hold at most 50,000 URLs; the few fixed pages take the rest of the room. */
export const SITEMAP_MAX_ENTRIES = 49_900;

export interface SitemapEntries {
  trips: Array<{ uuid: string; updatedAt: Date }>;
  destinations: Array<{ slug: string; updatedAt: Date }>;
  /** Latest change among every trip / destination, active or not (a removal changes a listing too). */
  tripsChangedAt: Date | null;
  destinationsChangedAt: Date | null;
}

/** Active trips (trips_active_created_idx) and active destinations, with their last change. */
export async function loadSitemapEntries(db: Db): Promise<SitemapEntries> {
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
    tripsChangedAt: toDate(tripsChanged?.at),
    destinationsChangedAt: toDate(destinationsChanged?.at),
  };
}

// max() over a timestamp comes back as a string from some drivers.
function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value);
}
