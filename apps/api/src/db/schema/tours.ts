import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { richText } from '../../lib/rich-text';
import { money } from './reference';
import { createdAt, publicUuid, serialId, updatedAt } from './columns';

// The static tours and their seasons, kept in the database instead of /data/*.json so the server prices
// what the traveller books and the back office can edit them.

export const tours = pgTable('tours', {
  id: serialId(),
  /** The id in /book/{tourId}. */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Per guest, USD, before the season's multiplier. */
  basePrice: money('base_price').notNull(),
  /** As the SPEC writes it: '7 days'. Days are its digits; nights are days − 1. */
  duration: text('duration').notNull(),
  imageGallery: jsonb('image_gallery').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const tourActivities = pgTable(
  'tour_activities',
  {
    id: serialId(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    pricePerGuest: money('price_per_guest').notNull(),
  },
  (t) => [index('tour_activities_tour_idx').on(t.tourId)],
);

/** Recurring season windows by month and day ('07-01' to '10-31'); a window may wrap the year end. */
export const tourSeasons = pgTable(
  'tour_seasons',
  {
    id: serialId(),
    name: text('name').notNull().unique(),
    startMonthDay: text('start_month_day').notNull(),
    endMonthDay: text('end_month_day').notNull(),
    priceMultiplier: numeric('price_multiplier', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('tour_seasons_month_days', sql`${t.startMonthDay} ~ '^[01][0-9]-[0-3][0-9]$' and ${t.endMonthDay} ~ '^[01][0-9]-[0-3][0-9]$'`),
    check('tour_seasons_multiplier_positive', sql`${t.priceMultiplier} > 0`),
  ],
);

/** A custom package (docs/product.md#custom-package): tours and activities a traveller put together; priced, then quoted. */
export const customPackageRequests = pgTable('custom_package_requests', {
  id: serialId(),
  uuid: publicUuid(),
  reference: text('reference').notNull().unique(),
  email: text('email').notNull(),
  guests: integer('guests').notNull(),
  /** What was chosen and how it was priced: [{ kind, id, title, unitPrice, quantity, amount }]. */
  items: jsonb('items')
    .$type<Array<{ kind: 'tour' | 'activity'; id: number; title: string; unitPrice: number; quantity: number; amount: number }>>()
    .notNull(),
  days: integer('days').notNull(),
  nights: integer('nights').notNull(),
  estimatedTotal: money('estimated_total').notNull(),
  /** SPEC: 'pending' until the operator quotes a price. */
  priceType: text('price_type').notNull().default('pending'),
  status: text('status', { enum: ['new', 'quoted', 'won', 'lost'] })
    .notNull()
    .default('new'),
  createdAt: createdAt(),
});

/** Travel articles for /blog, written for travellers and editable in the back office. */
export const blogArticles = pgTable(
  'blog_articles',
  {
    id: serialId(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Rich HTML, sanitised on every write by the column type. */
    body: richText('body').notNull(),
    image: text('image').notNull(),
    author: text('author').notNull(),
    category: text('category').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    readMinutes: integer('read_minutes').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_articles_published_idx').on(t.isPublished, t.publishedOn)],
);
