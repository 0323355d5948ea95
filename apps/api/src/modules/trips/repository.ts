import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TripCard, TripDetail } from '@safari/contracts/trip';
import type { Db } from '../../db/client';
import {
  categories,
  destinations,
  seasons,
  serviceClasses,
  tripAddons,
  tripBudgets,
  tripCategories,
  tripDestinations,
  tripPoints,
  trips,
  tripTypes,
} from '../../db/schema/index';

const destinationCount = sql<number>`(select count(*)::int from ${tripDestinations} td where td.trip_id = ${trips.id})`;
const lowestBudgetPrice = sql<
  string | null
>`(select min(tb.price)::text from ${tripBudgets} tb where tb.trip_id = ${trips.id})`;

const cardColumns = {
  id: trips.id,
  uuid: trips.uuid,
  name: trips.name,
  banner: trips.banner,
  description: trips.description,
  basePrice: trips.basePrice,
  durationDays: trips.durationDays,
  createdAt: trips.createdAt,
  tripTypeName: tripTypes.name,
  destinationCount,
  lowestBudgetPrice,
};

type CardRow = {
  id: number;
  uuid: string;
  name: string;
  banner: string;
  description: string;
  basePrice: number;
  durationDays: number;
  createdAt: Date;
  tripTypeName: string;
  destinationCount: number;
  lowestBudgetPrice: string | null;
};

/** The trips query every card list starts from; callers add filters and order. */
export function cardQuery(db: Db) {
  return db.select(cardColumns).from(trips).innerJoin(tripTypes, eq(tripTypes.id, trips.tripTypeId));
}

async function categoriesByTrip(db: Db, tripIds: number[]) {
  const byTrip = new Map<number, TripCard['trip_categories']>();
  if (tripIds.length === 0) return byTrip;
  const rows = await db
    .select({ tripId: tripCategories.tripId, id: categories.id, name: categories.name })
    .from(tripCategories)
    .innerJoin(categories, eq(categories.id, tripCategories.categoryId))
    .where(inArray(tripCategories.tripId, tripIds))
    .orderBy(asc(categories.name));
  for (const row of rows) {
    const list = byTrip.get(row.tripId) ?? [];
    list.push({ category: { id: row.id, name: row.name } });
    byTrip.set(row.tripId, list);
  }
  return byTrip;
}

/** Turns card rows into API cards, loading their categories in one extra query. */
export async function toCards(db: Db, rows: CardRow[]): Promise<TripCard[]> {
  const cats = await categoriesByTrip(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    uuid: r.uuid,
    name: r.name,
    banner: r.banner,
    description: r.description,
    base_price: Number(r.basePrice),
    first_budget_price: r.lowestBudgetPrice === null ? null : Number(r.lowestBudgetPrice),
    duration_days: r.durationDays,
    destination_count: Number(r.destinationCount),
    trip_type: { name: r.tripTypeName },
    trip_categories: cats.get(r.id) ?? [],
    created_at: r.createdAt.toISOString(),
  }));
}

export async function listTrips(db: Db, page: { limit: number; offset: number }) {
  const [rows, [count]] = await Promise.all([
    cardQuery(db)
      .where(eq(trips.isActive, true))
      .orderBy(desc(trips.createdAt), desc(trips.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(trips).where(eq(trips.isActive, true)),
  ]);
  return { trips: await toCards(db, rows), total: Number(count?.total ?? 0) };
}

export async function findTripDetail(db: Db, uuid: string): Promise<TripDetail | null> {
  const [row] = await cardQuery(db)
    .where(and(eq(trips.uuid, uuid), eq(trips.isActive, true)))
    .limit(1);
  if (!row) return null;
  const [[card], extra, budgets, points, addons, dests] = await Promise.all([
    toCards(db, [row]),
    db
      .select({ highlights: trips.highlights, maxGuests: trips.maxGuests })
      .from(trips)
      .where(eq(trips.id, row.id)),
    db
      .select({
        price: tripBudgets.price,
        quantity: tripBudgets.quantity,
        seasonName: seasons.name,
        classId: serviceClasses.id,
        className: serviceClasses.name,
      })
      .from(tripBudgets)
      .innerJoin(seasons, eq(seasons.id, tripBudgets.seasonId))
      .innerJoin(serviceClasses, eq(serviceClasses.id, tripBudgets.serviceClassId))
      .where(eq(tripBudgets.tripId, row.id))
      .orderBy(asc(seasons.id), asc(serviceClasses.sortOrder), asc(tripBudgets.quantity)),
    db
      .select({ order: tripPoints.order, title: tripPoints.title, description: tripPoints.description })
      .from(tripPoints)
      .where(eq(tripPoints.tripId, row.id))
      .orderBy(asc(tripPoints.order)),
    db
      .select({ id: categories.id, name: categories.name, included: tripAddons.included })
      .from(tripAddons)
      .innerJoin(categories, eq(categories.id, tripAddons.categoryId))
      .where(eq(tripAddons.tripId, row.id))
      .orderBy(asc(categories.name)),
    db
      .select({ uuid: destinations.uuid, slug: destinations.slug, name: destinations.name })
      .from(tripDestinations)
      .innerJoin(destinations, eq(destinations.id, tripDestinations.destinationId))
      .where(eq(tripDestinations.tripId, row.id))
      .orderBy(asc(tripDestinations.order)),
  ]);
  if (!card) return null;
  return {
    ...card,
    highlights: extra[0]?.highlights ?? [],
    max_guests: extra[0]?.maxGuests ?? 0,
    budgets: budgets.map((b) => ({
      price: Number(b.price),
      quantity: b.quantity,
      season: { name: b.seasonName },
      service_class: { id: b.classId, name: b.className },
    })),
    trip_points: points,
    trip_addons: addons.filter((a) => a.included).map((a) => ({ category: { id: a.id, name: a.name } })),
    trip_not_addons: addons.filter((a) => !a.included).map((a) => ({ category: { id: a.id, name: a.name } })),
    destinations: dests,
  };
}
