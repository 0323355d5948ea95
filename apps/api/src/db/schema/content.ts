import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { faqCategories } from './reference';
import { createdAt, publicUuid, serialId } from './columns';

export const faqs = pgTable(
  'faqs',
  {
    id: serialId(),
    uuid: publicUuid(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    status: boolean('status').notNull().default(true),
    order: integer('order').notNull().default(0),
    categoryId: integer('category_id').references(() => faqCategories.id),
  },
  (t) => [index('faqs_order_idx').on(t.order, t.id)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: serialId(),
    /** Set when a registered traveller wrote it; null for imported reviews. Removed with the account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    authorCountry: text('author_country').notNull(),
    comments: text('comments').notNull(),
    rating: integer('rating').notNull().default(5),
    /** A traveller's new testimonial waits for the operator's approval (false until then). */
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  // Published, newest first (scanned backwards).
  (t) => [index('testimonials_published_idx').on(t.isPublished, t.createdAt, t.id)],
);
