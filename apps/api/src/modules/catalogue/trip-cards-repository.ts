import { sql } from 'drizzle-orm';
import { categories, ratings, tripBudgets, tripCategories, tripDestinations, trips, tripTypes } from '../../db/schema/index';
import type { CategoryRef } from './trip-cards';

// The trip card's columns, shared on purpose by the listing (trips) and the home search
// (search): one definition of the columns, so the two lists can never drift apart. Callers
// select these columns from `trips` inner-joined with `trip_types`, add their own filters and
// order, and turn the rows into cards with toCards (trip-cards.ts).
//
// Each card is computed in the same statement as the list: the lists a trip owns come back as
// JSON from correlated subqueries, each answered by the child table's (trip_id, …) index.

const destinationCount = sql<number>`(select count(*)::int from ${tripDestinations} td where td.trip_id = ${trips.id})`;
const lowestBudgetPrice = sql<string | null>`(select min(tb.price)::text from ${tripBudgets} tb where tb.trip_id = ${trips.id})`;
const tripCategoryRefs = sql<CategoryRef[]>`(
  select coalesce(json_agg(json_build_object('category', json_build_object('id', c.id, 'name', c.name)) order by c.name, c.id), '[]'::json)
  from ${tripCategories} tc join ${categories} c on c.id = tc.category_id
  where tc.trip_id = ${trips.id})`;

/** Approved ratings only (the operator moderates them), through the (type, uuid) index. */
const ratingSummary = sql<{ average: number | null; count: number }>`(
  select json_build_object('average', round(avg(r.rating)::numeric, 1)::float8, 'count', count(*)::int)
  from ${ratings} r
  where r.rateable_type = 'trip' and r.rateable_uuid = ${trips.uuid} and r.status = 'approved')`;

export const cardColumns = {
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
  categories: tripCategoryRefs,
  ratingSummary,
};
