import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, publicUuid, serialId, updatedAt } from './columns';

// Likes, ratings and cart items point at catalogue items by type and uuid, as the SPEC's
// API does (likeable_type + likeable_uuid). The service checks that the item exists before
// writing; a unique index keeps one like / rating / cart line per user and item.

export const LIKEABLE_TYPES = ['trip', 'destination'] as const;
export const RATEABLE_TYPES = ['trip', 'destination'] as const;
export const CARTABLE_TYPES = ['trip'] as const;

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const likes = pgTable(
  'likes',
  {
    id: serialId(),
    uuid: publicUuid(),
    userId: owner(),
    likeableType: text('likeable_type', { enum: LIKEABLE_TYPES }).notNull(),
    likeableUuid: uuid('likeable_uuid').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('likes_user_item_idx').on(t.userId, t.likeableType, t.likeableUuid)],
);

export const ratings = pgTable(
  'ratings',
  {
    id: serialId(),
    uuid: publicUuid(),
    userId: owner(),
    rateableType: text('rateable_type', { enum: RATEABLE_TYPES }).notNull(),
    rateableUuid: uuid('rateable_uuid').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** Public averages count approved ratings only; the operator moderates them in the back office. */
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ratings_user_item_idx').on(t.userId, t.rateableType, t.rateableUuid),
    // The average on a card is read per item.
    index('ratings_item_idx').on(t.rateableType, t.rateableUuid),
    check('ratings_rating_range', sql`${t.rating} between 1 and 5`),
    check('ratings_comment_length', sql`char_length(${t.comment}) between 1 and 500`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serialId(),
    uuid: publicUuid(),
    userId: owner(),
    cartableType: text('cartable_type', { enum: CARTABLE_TYPES }).notNull(),
    cartableUuid: uuid('cartable_uuid').notNull(),
    quantity: integer('quantity').notNull().default(1),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_item_idx').on(t.userId, t.cartableType, t.cartableUuid),
    check('cart_items_quantity_positive', sql`${t.quantity} between 1 and 50`),
  ],
);
