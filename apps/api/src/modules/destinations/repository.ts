import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  destinationActivities,
  destinationCategories,
  destinationFacts,
  destinations,
  locations,
  regions,
} from '../../db/schema/index';

const summaryColumns = {
  id: destinations.id,
  uuid: destinations.uuid,
  slug: destinations.slug,
  name: destinations.name,
  description: destinations.description,
  banner: destinations.banner,
  isActive: destinations.isActive,
  locationName: locations.name,
  regionName: regions.name,
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(destinations)
    .innerJoin(locations, eq(locations.id, destinations.locationId))
    .innerJoin(regions, eq(regions.id, destinations.regionId));
}

/** Each destination's categories by name (rows keyed by destinationId); no query for no destination. */
async function categoryRowsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ destinationId: destinationCategories.destinationId, id: categories.id, name: categories.name })
    .from(destinationCategories)
    .innerJoin(categories, eq(categories.id, destinationCategories.categoryId))
    .where(inArray(destinationCategories.destinationId, ids))
    .orderBy(asc(categories.name));
}

/**
 * Every destination, inactive ones included and flagged: the destinations page lists all in
 * its top grid and only the active ones under 'Recommended for You'. Catalogue order
 * (destinations_created_idx).
 */
export async function listDestinations(db: Db, page: { limit: number; offset: number }) {
  const [rows, [counted]] = await Promise.all([
    summaryQuery(db).orderBy(asc(destinations.createdAt), asc(destinations.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(destinations),
  ]);
  const categoryRows = await categoryRowsOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows, categoryRows, total: counted?.total ?? 0 };
}

export type DestinationsPageRows = Awaited<ReturnType<typeof listDestinations>>;

export type DestinationKey = { uuid: string } | { slug: string };

/** One destination by uuid or slug (both unique indexes), with facts in order and activities. */
export async function findDestinationDetail(db: Db, key: DestinationKey) {
  const where: SQL = 'uuid' in key ? eq(destinations.uuid, key.uuid) : eq(destinations.slug, key.slug);
  const [row] = await summaryQuery(db).where(where).limit(1);
  if (!row) return null;
  const [categoryRows, facts, activities] = await Promise.all([
    categoryRowsOf(db, [row.id]),
    db
      .select({
        id: destinationFacts.id,
        fact: destinationFacts.fact,
        subFact: destinationFacts.subFact,
        description: destinationFacts.description,
      })
      .from(destinationFacts)
      .where(eq(destinationFacts.destinationId, row.id))
      .orderBy(asc(destinationFacts.sortOrder), asc(destinationFacts.id)),
    db
      .select({
        id: destinationActivities.id,
        name: destinationActivities.name,
        description: destinationActivities.description,
        isActive: destinationActivities.isActive,
      })
      .from(destinationActivities)
      .where(eq(destinationActivities.destinationId, row.id))
      .orderBy(asc(destinationActivities.id)),
  ]);
  return { ...row, categoryRows, facts, activities };
}

export type DestinationDetailRow = NonNullable<Awaited<ReturnType<typeof findDestinationDetail>>>;
