import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { DestinationDetail, DestinationSummary } from '@safari/contracts/destination';
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

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

async function categoriesByDestination(db: Db, ids: number[]) {
  const byDestination = new Map<number, DestinationSummary['categories']>();
  if (ids.length === 0) return byDestination;
  const rows = await db
    .select({ destinationId: destinationCategories.destinationId, id: categories.id, name: categories.name })
    .from(destinationCategories)
    .innerJoin(categories, eq(categories.id, destinationCategories.categoryId))
    .where(inArray(destinationCategories.destinationId, ids))
    .orderBy(asc(categories.name));
  for (const row of rows) {
    const list = byDestination.get(row.destinationId) ?? [];
    list.push({ id: row.id, name: row.name });
    byDestination.set(row.destinationId, list);
  }
  return byDestination;
}

async function toSummaries(db: Db, rows: SummaryRow[]): Promise<DestinationSummary[]> {
  const cats = await categoriesByDestination(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    slug: r.slug,
    name: r.name,
    description: r.description,
    banner: r.banner,
    location: { name: r.locationName },
    region: { name: r.regionName },
    categories: cats.get(r.id) ?? [],
    is_active: r.isActive,
  }));
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
  return { destinations: await toSummaries(db, rows), total: Number(counted?.total ?? 0) };
}

export type DestinationKey = { uuid: string } | { slug: string };

/** One destination by uuid or slug (both unique indexes), with facts in order and activities. */
export async function findDestinationDetail(db: Db, key: DestinationKey): Promise<DestinationDetail | null> {
  const where: SQL = 'uuid' in key ? eq(destinations.uuid, key.uuid) : eq(destinations.slug, key.slug);
  const [row] = await summaryQuery(db).where(where).limit(1);
  if (!row) return null;
  const [[summary], facts, activities] = await Promise.all([
    toSummaries(db, [row]),
    db
      .select({
        id: destinationFacts.id,
        fact: destinationFacts.fact,
        sub_fact: destinationFacts.subFact,
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
        is_active: destinationActivities.isActive,
      })
      .from(destinationActivities)
      .where(eq(destinationActivities.destinationId, row.id))
      .orderBy(asc(destinationActivities.id)),
  ]);
  if (!summary) return null;
  return { ...summary, facts, activities };
}
