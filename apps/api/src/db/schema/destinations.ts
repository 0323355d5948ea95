import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { categories, locations, regions } from './reference';
import { richText } from '../../lib/rich-text';

export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sitemap's lastmod. Set on every update made through Drizzle. */
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
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

export const destinationCategories = pgTable(
  'destination_categories',
  {
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.destinationId, t.categoryId] })],
);

export const destinationFacts = pgTable(
  'destination_facts',
  {
    id: serial('id').primaryKey(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('destination_activities_destination_idx').on(t.destinationId)],
);
