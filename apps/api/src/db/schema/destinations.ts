import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { categoryRef, locations, regions } from './reference';
import { richText } from '../../lib/rich-text';
import { createdAt, publicUuid, serialId, touchedAt } from './columns';

export const destinations = pgTable(
  'destinations',
  {
    id: serialId(),
    uuid: publicUuid(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Sanitized HTML: the column type sanitises every write (lib/rich-text.ts). */
    description: richText('description').notNull(),
    banner: text('banner').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    /** The sitemap's lastmod. Set on every update made through Drizzle. */
    updatedAt: touchedAt(),
  },
  (t) => [
    // Trip search: location → destinations → trip_destinations.
    index('destinations_location_idx').on(t.locationId),
    // The destinations list in catalogue order (oldest first, as the seed arranges them).
    index('destinations_created_idx').on(t.createdAt, t.id),
    // A slug must be one the API's /destinations/{slug} route accepts.
    check('destinations_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${t.slug}) <= 80`),
  ],
);

/** A destination's own rows (its categories, facts, activities): removed with the destination. */
const ofDestination = () =>
  integer('destination_id')
    .notNull()
    .references(() => destinations.id, { onDelete: 'cascade' });

export const destinationCategories = pgTable(
  'destination_categories',
  {
    destinationId: ofDestination(),
    categoryId: categoryRef(),
  },
  (t) => [primaryKey({ columns: [t.destinationId, t.categoryId] })],
);

export const destinationFacts = pgTable(
  'destination_facts',
  {
    id: serialId(),
    destinationId: ofDestination(),
    fact: text('fact').notNull(),
    subFact: text('sub_fact').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  // Facts are read per destination in their display order.
  (t) => [index('destination_facts_destination_idx').on(t.destinationId, t.sortOrder, t.id)],
);

export const destinationActivities = pgTable(
  'destination_activities',
  {
    id: serialId(),
    destinationId: ofDestination(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('destination_activities_destination_idx').on(t.destinationId)],
);
