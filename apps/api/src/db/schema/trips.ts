import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { destinations } from './destinations';
import { categoryRef, money, seasons, serviceClasses, tripTypes } from './reference';
import { richText } from '../../lib/rich-text';
import { createdAt, publicUuid, serialId, touchedAt } from './columns';

export const trips = pgTable(
  'trips',
  {
    id: serialId(),
    uuid: publicUuid(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    banner: text('banner').notNull(),
    /** Sanitized HTML: the column type sanitises every write (lib/rich-text.ts). */
    description: richText('description').notNull(),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    basePrice: money('base_price').notNull(),
    tripTypeId: integer('trip_type_id')
      .notNull()
      .references(() => tripTypes.id),
    durationDays: integer('duration_days').notNull(),
    maxGuests: integer('max_guests').notNull(),
    /**
     * A Kilimanjaro climb: its departures are the group climbs of the Kilimanjaro pages ('Reserve
     * Spot'). Data, not a name pattern: the seed sets it, the back office may change it.
     */
    isKilimanjaroClimb: boolean('is_kilimanjaro_climb').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    /** The sitemap's lastmod. Set on every update made through Drizzle. */
    updatedAt: touchedAt(),
  },
  (t) => [
    // Listing, carousel, search results and sitemap: active trips newest first, with id as
    // the tie-breaker for stable paging. Also serves count(*) of active trips (index-only).
    // Plain ascending on purpose: read backwards it is exactly ORDER BY created_at DESC, id DESC
    // (NULLS FIRST, PostgreSQL's default for DESC); a DESC NULLS LAST index would not match it.
    index('trips_active_created_idx').on(t.isActive, t.createdAt, t.id),
    index('trips_type_idx').on(t.tripTypeId),
    // The sitemap's lastmod of the listing pages: max(updated_at), one index probe.
    index('trips_updated_idx').on(t.updatedAt),
    check('trips_max_guests_positive', sql`${t.maxGuests} > 0`),
    check('trips_base_price_nonnegative', sql`${t.basePrice} >= 0`),
  ],
);

/** A trip's own rows (its budgets, itinerary, categories…): removed with the trip. */
const ofTrip = () =>
  integer('trip_id')
    .notNull()
    .references(() => trips.id, { onDelete: 'cascade' });

export const tripBudgets = pgTable(
  'trip_budgets',
  {
    id: serialId(),
    tripId: ofTrip(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    serviceClassId: integer('service_class_id')
      .notNull()
      .references(() => serviceClasses.id),
    /** Group-size tier: 2 (2-3 guests), 4 (4-5), 6 (6+). */
    quantity: integer('quantity').notNull(),
    /** Per person, USD. */
    price: money('price').notNull(),
  },
  (t) => [
    uniqueIndex('trip_budgets_unique_idx').on(t.tripId, t.seasonId, t.serviceClassId, t.quantity),
    // Cards show the lowest budget price of each trip: min(price) per trip, index-only.
    index('trip_budgets_trip_price_idx').on(t.tripId, t.price),
    check('trip_budgets_tier', sql`${t.quantity} in (2, 4, 6)`),
  ],
);

export const tripPoints = pgTable(
  'trip_points',
  {
    id: serialId(),
    tripId: ofTrip(),
    order: integer('order').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('trip_points_trip_order_idx').on(t.tripId, t.order)],
);

export const tripCategories = pgTable(
  'trip_categories',
  {
    tripId: ofTrip(),
    categoryId: categoryRef(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.categoryId] }), index('trip_categories_category_idx').on(t.categoryId)],
);

/** Included (`included = true`) and excluded add-ons: SPEC's trip_addons / trip_not_addons. */
export const tripAddons = pgTable(
  'trip_addons',
  {
    tripId: ofTrip(),
    categoryId: categoryRef(),
    included: boolean('included').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.categoryId] })],
);

export const tripDestinations = pgTable(
  'trip_destinations',
  {
    tripId: ofTrip(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id),
    order: integer('order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.destinationId] }),
    // Search by location walks destination → trips.
    index('trip_destinations_destination_idx').on(t.destinationId, t.tripId),
  ],
);
