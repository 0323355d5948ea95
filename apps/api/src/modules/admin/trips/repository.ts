import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TripUpdateInput } from '@safari/contracts/admin-catalogue';
import type { Db } from '../../../db/client';
import {
  tripAddons,
  tripBudgets,
  tripCategories,
  tripDepartures,
  tripDestinations,
  tripPoints,
  trips,
  tripTypes,
} from '../../../db/schema/index';
import type { PageRequest } from '../paging';
import { countAll, ordered } from '../paging-repository';
import { containing } from '../../../db/search';

/** Departures on sale from the operator's today (a date-only string, never the server's calendar). */
const upcomingDepartures = (today: string) => sql<number>`(select count(*)::int from ${tripDepartures} d
  where d.trip_id = ${trips.id} and d.status = 'scheduled' and d.start_date >= ${today}::date)`;

const selectRows = (db: Db, today: string) =>
  db
    .select({ trip: trips, tripType: tripTypes.name, upcomingDepartures: upcomingDepartures(today) })
    .from(trips)
    .innerJoin(tripTypes, eq(tripTypes.id, trips.tripTypeId));
export type TripListRow = Awaited<ReturnType<typeof selectRows>>[number];

export interface TripFilters extends PageRequest {
  q?: string;
  sort: 'updated_at' | 'created_at' | 'name' | 'base_price';
  status?: 'published' | 'draft';
  trip_type?: number;
  today: string;
}

/** Drafts included: the back office sees every trip, the storefront only published ones. */
export async function listTrips(db: Db, f: TripFilters) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(trips.isActive, f.status === 'published'));
  if (f.trip_type) where.push(eq(trips.tripTypeId, f.trip_type));
  if (f.q) where.push(or(ilike(trips.name, containing(f.q)), ilike(trips.slug, containing(f.q)))!);
  const condition = where.length ? and(...where) : undefined;
  const sortColumn = { updated_at: trips.updatedAt, created_at: trips.createdAt, name: trips.name, base_price: trips.basePrice }[f.sort];
  const [rows, [counted]] = await Promise.all([
    selectRows(db, f.today)
      .where(condition)
      .orderBy(...ordered(f.order, sortColumn, trips.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: countAll }).from(trips).where(condition),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The trip with the lists its form edits. */
export async function findTripDetail(db: Db, uuid: string, today: string) {
  const [row] = await selectRows(db, today).where(eq(trips.uuid, uuid));
  if (!row) return null;
  const id = row.trip.id;
  const [points, budgets, categories, addons, destinations] = await Promise.all([
    db.select().from(tripPoints).where(eq(tripPoints.tripId, id)).orderBy(asc(tripPoints.order)),
    db
      .select()
      .from(tripBudgets)
      .where(eq(tripBudgets.tripId, id))
      .orderBy(asc(tripBudgets.seasonId), asc(tripBudgets.serviceClassId), asc(tripBudgets.quantity)),
    db.select().from(tripCategories).where(eq(tripCategories.tripId, id)).orderBy(asc(tripCategories.categoryId)),
    db.select().from(tripAddons).where(eq(tripAddons.tripId, id)).orderBy(asc(tripAddons.categoryId)),
    db.select().from(tripDestinations).where(eq(tripDestinations.tripId, id)).orderBy(asc(tripDestinations.order)),
  ]);
  return { row, points, budgets, categories, addons, destinations };
}

export type TripDetailRows = NonNullable<Awaited<ReturnType<typeof findTripDetail>>>;

export async function lockTrip(tx: Db, uuid: string) {
  const [row] = await tx.select().from(trips).where(eq(trips.uuid, uuid)).for('update');
  return row;
}

export async function slugTaken(db: Db, slug: string, exceptId?: number) {
  const [row] = await db.select({ id: trips.id }).from(trips).where(eq(trips.slug, slug));
  return row !== undefined && row.id !== exceptId;
}

export async function insertTrip(db: Db, values: typeof trips.$inferInsert) {
  const [row] = await db.insert(trips).values(values).onConflictDoNothing({ target: trips.slug }).returning();
  return row;
}

export async function updateTrip(db: Db, id: number, values: Partial<typeof trips.$inferInsert>) {
  // updated_at follows by the column's $onUpdate: the sitemap's lastmod moves with the edit.
  if (Object.keys(values).length > 0) await db.update(trips).set(values).where(eq(trips.id, id));
}

type Lists = Pick<TripUpdateInput, 'points' | 'budgets' | 'category_ids' | 'included_addon_ids' | 'excluded_addon_ids' | 'destination_ids'>;

/**
 * Replaces each list the form sent (a list not sent stays as it is). Delete then insert in
 * the caller's transaction: the itinerary is renumbered 1…n in the order given.
 */
export async function replaceTripLists(tx: Db, tripId: number, lists: Lists) {
  if (lists.points) {
    await tx.delete(tripPoints).where(eq(tripPoints.tripId, tripId));
    if (lists.points.length)
      await tx
        .insert(tripPoints)
        .values(lists.points.map((p, i) => ({ tripId, order: i + 1, title: p.title, description: p.description })));
  }
  if (lists.budgets) {
    await tx.delete(tripBudgets).where(eq(tripBudgets.tripId, tripId));
    if (lists.budgets.length) {
      await tx.insert(tripBudgets).values(
        lists.budgets.map((b) => ({
          tripId,
          seasonId: b.season_id,
          serviceClassId: b.service_class_id,
          quantity: b.quantity,
          price: b.price,
        })),
      );
    }
  }
  if (lists.category_ids) {
    await tx.delete(tripCategories).where(eq(tripCategories.tripId, tripId));
    const ids = [...new Set(lists.category_ids)];
    if (ids.length) await tx.insert(tripCategories).values(ids.map((categoryId) => ({ tripId, categoryId })));
  }
  if (lists.included_addon_ids || lists.excluded_addon_ids) {
    await tx.delete(tripAddons).where(eq(tripAddons.tripId, tripId));
    const rows = new Map<number, boolean>();
    for (const id of lists.excluded_addon_ids ?? []) rows.set(id, false);
    for (const id of lists.included_addon_ids ?? []) rows.set(id, true);
    if (rows.size) await tx.insert(tripAddons).values([...rows].map(([categoryId, included]) => ({ tripId, categoryId, included })));
  }
  if (lists.destination_ids) {
    await tx.delete(tripDestinations).where(eq(tripDestinations.tripId, tripId));
    const ids = [...new Set(lists.destination_ids)];
    if (ids.length) await tx.insert(tripDestinations).values(ids.map((destinationId, order) => ({ tripId, destinationId, order })));
  }
}
