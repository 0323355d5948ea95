import { and, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  destinations,
  paymentTerms,
  seasons,
  serviceClasses,
  tripAddons,
  tripBudgets,
  tripDestinations,
  tripPoints,
  trips,
  tripTypes,
} from '../../db/schema/index';
import type { CategoryRef } from '../catalogue/trip-cards';
import { cardColumns } from '../catalogue/trip-cards-repository';

// Each card and each detail is ONE statement: the lists a trip owns come back as JSON from
// correlated subqueries, each answered by the child table's (trip_id, …) index. Fewer round
// trips matter on PostgreSQL and even more on PGlite, where every statement has a fixed cost
// (`npm run bench -- --explain` writes the plans on a 10,000-trip catalogue to bench/results/).
// The rows become cards and details in mappers.ts.

const activeTripsCount = sql<number>`(select count(*)::int from ${trips} t2 where t2.is_active)`;

export type VisitedDestination = { uuid: string } | { slug: string };

/** The trip's itinerary visits this destination (trip_destinations' (trip_id, …) index). */
function visits(db: Db, destination: VisitedDestination): SQL {
  const key = 'uuid' in destination ? eq(destinations.uuid, destination.uuid) : eq(destinations.slug, destination.slug);
  return exists(
    db
      .select({ one: sql`1` })
      .from(tripDestinations)
      .innerJoin(destinations, eq(destinations.id, tripDestinations.destinationId))
      .where(and(eq(tripDestinations.tripId, trips.id), key)),
  );
}

export async function destinationExists(db: Db, destination: VisitedDestination): Promise<boolean> {
  const key = 'uuid' in destination ? eq(destinations.uuid, destination.uuid) : eq(destinations.slug, destination.slug);
  const [row] = await db.select({ id: destinations.id }).from(destinations).where(key).limit(1);
  return row !== undefined;
}

/**
 * Active trips newest first (trips_active_created_idx read backwards), with the total; only
 * those visiting `destination` when one is given.
 */
export async function listTrips(db: Db, page: { limit: number; offset: number }, destination?: VisitedDestination) {
  const where = destination ? and(eq(trips.isActive, true), visits(db, destination)) : eq(trips.isActive, true);
  // The total rides along as a one-off subquery (an InitPlan, computed once per statement);
  // a filtered page counts separately, as the subquery would need the filter repeated.
  const rows = await db
    .select({ ...cardColumns, total: destination ? sql<number>`0` : activeTripsCount })
    .from(trips)
    .innerJoin(tripTypes, eq(tripTypes.id, trips.tripTypeId))
    .where(where)
    .orderBy(desc(trips.createdAt), desc(trips.id))
    .limit(page.limit)
    .offset(page.offset);
  let total = destination ? undefined : rows[0]?.total;
  if (total === undefined) {
    // A page past the end has no row to carry the total.
    const [counted] = await db.select({ total: count() }).from(trips).where(where);
    total = counted?.total ?? 0;
  }
  return { rows, total };
}

export type TripCardsPageRows = Awaited<ReturnType<typeof listTrips>>;

// The detail's lists, as the subqueries below build them in JSON (keys as json_build_object names them).
interface BudgetJson {
  /** numeric inside JSON comes back as a JSON number. */
  price: number;
  quantity: number;
  season: { name: string };
  service_class: { id: number; name: string };
}
interface PointJson {
  order: number;
  title: string;
  description: string;
}
interface DestinationJson {
  uuid: string;
  slug: string;
  name: string;
}

const budgetsJson = sql<BudgetJson[]>`(
  select coalesce(json_agg(json_build_object(
      'price', tb.price, 'quantity', tb.quantity,
      'season', json_build_object('name', s.name),
      'service_class', json_build_object('id', sc.id, 'name', sc.name))
    order by s.id, sc.sort_order, sc.id, tb.quantity), '[]'::json)
  from ${tripBudgets} tb
  join ${seasons} s on s.id = tb.season_id
  join ${serviceClasses} sc on sc.id = tb.service_class_id
  where tb.trip_id = ${trips.id})`;

const pointsJson = sql<PointJson[]>`(
  select coalesce(json_agg(json_build_object('order', p."order", 'title', p.title, 'description', p.description)
    order by p."order"), '[]'::json)
  from ${tripPoints} p where p.trip_id = ${trips.id})`;

const addonsJson = (included: boolean) => sql<CategoryRef[]>`(
  select coalesce(json_agg(json_build_object('category', json_build_object('id', c.id, 'name', c.name))
    order by c.name, c.id), '[]'::json)
  from ${tripAddons} a join ${categories} c on c.id = a.category_id
  where a.trip_id = ${trips.id} and a.included = ${included})`;

const destinationsJson = sql<DestinationJson[]>`(
  select coalesce(json_agg(json_build_object('uuid', d.uuid, 'slug', d.slug, 'name', d.name)
    order by td."order"), '[]'::json)
  from ${tripDestinations} td join ${destinations} d on d.id = td.destination_id
  where td.trip_id = ${trips.id})`;

/** The trip's own payment terms, else the site's (payment_terms_trip_idx, then the site's row). */
const paymentTermsJson = sql<{ deposit_percent: number; balance_days_before: number }>`(
  select json_build_object('deposit_percent', pt.deposit_percent, 'balance_days_before', pt.balance_days_before)
  from ${paymentTerms} pt where pt.trip_id = ${trips.id} or pt.trip_id is null
  order by pt.trip_id nulls last limit 1)`;

/** One active trip by uuid (trips_uuid_unique) with everything the detail page shows. */
export async function findTripDetail(db: Db, uuid: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      highlights: trips.highlights,
      maxGuests: trips.maxGuests,
      budgets: budgetsJson,
      points: pointsJson,
      addons: addonsJson(true),
      notAddons: addonsJson(false),
      destinations: destinationsJson,
      paymentTerms: paymentTermsJson,
    })
    .from(trips)
    .innerJoin(tripTypes, eq(tripTypes.id, trips.tripTypeId))
    .where(and(eq(trips.uuid, uuid), eq(trips.isActive, true)))
    .limit(1);
  return row ?? null;
}

export type TripDetailRow = NonNullable<Awaited<ReturnType<typeof findTripDetail>>>;
