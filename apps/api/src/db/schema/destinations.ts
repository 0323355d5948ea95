import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories, locations, regions } from './reference';

export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Sanitized HTML (see lib/sanitize-html.ts); never stored raw. */
    description: text('description').notNull(),
    banner: text('banner').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('destinations_location_idx').on(t.locationId), index('destinations_created_idx').on(t.createdAt, t.id)],
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
  (t) => [index('destination_facts_destination_idx').on(t.destinationId)],
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
