import { boolean, check, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, publicUuid, serialId } from './columns';

/** numeric(12,2) read as a JS number: money in USD never needs more than 2 decimals. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const currencies = pgTable(
  'currencies',
  {
    id: serialId(),
    uuid: publicUuid(),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    symbol: text('symbol').notNull(),
    /** Units per 1 USD used when no live rate is known: the SPEC's "stored rates". */
    fallbackRate: numeric('fallback_rate', { precision: 18, scale: 6, mode: 'number' }).notNull().default(1),
    liveRate: numeric('live_rate', { precision: 18, scale: 6, mode: 'number' }),
    liveRateFetchedAt: timestamp('live_rate_fetched_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  // A rate of 0 or below would turn every price into nonsense; the provider client rejects
  // such answers and the database refuses them as a last line.
  (t) => [
    check('currencies_fallback_rate_positive', sql`${t.fallbackRate} > 0`),
    check('currencies_live_rate_positive', sql`${t.liveRate} is null or ${t.liveRate} > 0`),
  ],
);

export const countries = pgTable('countries', {
  id: serialId(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
});

/** Small id/name lists the forms offer: genders, service classes, age groups, payment modes. */
const idNameTable = (name: string) =>
  pgTable(name, {
    id: serialId(),
    name: text('name').notNull().unique(),
    sortOrder: integer('sort_order').notNull().default(0),
  });

export const genders = idNameTable('genders');
export const serviceClasses = idNameTable('service_classes');
export const ageGroups = idNameTable('age_groups');
export const paymentModes = idNameTable('payment_modes');
export const tripTypes = idNameTable('trip_types');
export const faqCategories = idNameTable('faq_categories');

export const seasons = pgTable('seasons', {
  id: serialId(),
  name: text('name').notNull().unique(),
  /** Inclusive month range, 1-12 (High: 7-12, Low: 1-6). */
  startMonth: integer('start_month').notNull(),
  endMonth: integer('end_month').notNull(),
});

/**
 * One table for the three kinds of labels the original API calls "category": trip themes
 * (filter chips, inquiry trip type), add-ons (included / excluded items) and destination kinds.
 */
export const categories = pgTable(
  'categories',
  {
    id: serialId(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['trip', 'addon', 'destination'] }).notNull(),
  },
  (t) => [uniqueIndex('categories_kind_name_idx').on(t.kind, t.name)],
);

/** A required category of a trip or destination (its themes, add-ons, kinds). */
export const categoryRef = () =>
  integer('category_id')
    .notNull()
    .references(() => categories.id);

export const regions = pgTable('regions', {
  id: serialId(),
  name: text('name').notNull().unique(),
});

export const locations = pgTable('locations', {
  id: serialId(),
  name: text('name').notNull().unique(),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});
