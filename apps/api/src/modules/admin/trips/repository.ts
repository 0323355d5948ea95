import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminTripDetail } from '@safari/contracts/admin-catalogue';
import type { Db } from '../../../db/client';
import { tripAddons, tripBudgets, tripCategories, tripDepartures, tripDestinations, tripPoints, trips, tripTypes } from '../../../db/schema/index';
import { containing, countAll, iso, ordered, pageOf, type PageRequest } from '../paging';

/** Departures on sale from the operator's today (a date-only string, never the server's calendar). */
const upcomingDepartures = (today: string) => sql<number>`(select count(*)::int from ${tripDepartures} d
  where d.trip_id = ${trips.id} and d.status = 'scheduled' and d.start_date >= ${today}::date)`;

const selectRows = (db: Db, today: string) =>
  db
    .select({ trip: trips, tripType: tripTypes.name, upcomingDepartures: upcomingDepartures(today) })
    .from(trips)
    .innerJoin(tripTypes, eq(tripTypes.id, trips.tripTypeId));
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const toRow = ({ trip, tripType, upcomingDepartures: upcoming }: Row) => ({
  uuid: trip.uuid,
  slug: trip.slug,
  name: trip.name,
  banner: trip.banner,
  base_price: Number(trip.basePrice),
  trip_type: tripType,
  duration_days: trip.durationDays,
  is_active: trip.isActive,
  upcoming_departures: Number(upcoming),
  created_at: iso(trip.createdAt),
  updated_at: iso(trip.updatedAt),
});

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
    selectRows(db, f.today).where(condition).orderBy(...ordered(f.order, sortColumn, trips.id)).limit(f.limit).offset(f.offset),
    db.select({ n: countAll }).from(trips).where(condition),
  ]);
  return pageOf(rows.map(toRow), counted?.n ?? 0, f);
}

/** Everything the trip form edits, as ids: the form chooses from the catalogue options. */
export async function findTripDetail(db: Db, uuid: string, today: string): Promise<AdminTripDetail | null> {
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
  return {
    ...toRow(row),
    description: row.trip.description,
    highlights: row.trip.highlights,
    trip_type_id: row.trip.tripTypeId,
    max_guests: row.trip.maxGuests,
    points: points.map((p) => ({ order: p.order, title: p.title, description: p.description })),
    budgets: budgets.map((b) => ({ season_id: b.seasonId, service_class_id: b.serviceClassId, quantity: b.quantity, price: Number(b.price) })),
    category_ids: categories.map((c) => c.categoryId),
    included_addon_ids: addons.filter((a) => a.included).map((a) => a.categoryId),
    excluded_addon_ids: addons.filter((a) => !a.included).map((a) => a.categoryId),
    destination_ids: destinations.map((d) => d.destinationId),
  };
}

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
