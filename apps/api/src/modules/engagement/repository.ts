import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ItemType } from '@safari/contracts/engagement';
import type { Db } from '../../db/client';
import { cartItems, destinations, likes, ratings, trips } from '../../db/schema/index';

/** A liked, rated or carted catalogue item: its type and uuid. */
export interface ItemRef {
  type: ItemType;
  uuid: string;
}

// Catalogue items, read straight from the catalogue: names and prices are never taken from the client.

export function findTripSummaries(db: Db, uuids: string[]) {
  return db
    .select({ uuid: trips.uuid, name: trips.name, banner: trips.banner, basePrice: trips.basePrice })
    .from(trips)
    .where(inArray(trips.uuid, uuids));
}

export function findDestinationSummaries(db: Db, uuids: string[]) {
  return db
    .select({ uuid: destinations.uuid, name: destinations.name, banner: destinations.banner, slug: destinations.slug })
    .from(destinations)
    .where(inArray(destinations.uuid, uuids));
}

/** True when the item exists and is on sale / shown. */
export async function itemIsActive(db: Db, ref: ItemRef): Promise<boolean> {
  const table = ref.type === 'trip' ? trips : destinations;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.uuid, ref.uuid), eq(table.isActive, true)));
  return Boolean(row);
}

// Likes.

const myLike = (userId: number, ref: ItemRef) =>
  and(eq(likes.userId, userId), eq(likes.likeableType, ref.type), eq(likes.likeableUuid, ref.uuid));

/** Resolves with whether there was a like to remove. */
export async function deleteLike(db: Db, userId: number, ref: ItemRef): Promise<boolean> {
  const removed = await db.delete(likes).where(myLike(userId, ref)).returning({ id: likes.id });
  return removed.length > 0;
}

export async function insertLike(db: Db, userId: number, ref: ItemRef) {
  await db.insert(likes).values({ userId, likeableType: ref.type, likeableUuid: ref.uuid }).onConflictDoNothing();
}

export async function likeExists(db: Db, userId: number, ref: ItemRef): Promise<boolean> {
  const [row] = await db.select({ id: likes.id }).from(likes).where(myLike(userId, ref));
  return Boolean(row);
}

export function listLikes(db: Db, userId: number, type?: ItemType) {
  return db
    .select()
    .from(likes)
    .where(type ? and(eq(likes.userId, userId), eq(likes.likeableType, type)) : eq(likes.userId, userId))
    .orderBy(desc(likes.createdAt), desc(likes.id));
}

// Ratings.

export type RatingRow = typeof ratings.$inferSelect;
interface RatingInput {
  rating: number;
  comment: string;
}

/** Creates the user's rating of the item or updates the one they have; `created` tells which. */
export async function upsertRating(db: Db, userId: number, ref: ItemRef, input: RatingInput) {
  const [row] = await db
    .insert(ratings)
    .values({ userId, rateableType: ref.type, rateableUuid: ref.uuid, rating: input.rating, comment: input.comment })
    .onConflictDoUpdate({
      target: [ratings.userId, ratings.rateableType, ratings.rateableUuid],
      set: { rating: input.rating, comment: input.comment, updatedAt: sql`now()` },
    })
    // xmax = 0 only for a freshly inserted row: tells "created" from "updated" in one statement.
    .returning({ uuid: ratings.uuid, created: sql<boolean>`(xmax = 0)` });
  return row;
}

/** Only the user's own rating changes; resolves with whether there was one. */
export async function updateRating(db: Db, userId: number, ratingUuid: string, input: RatingInput): Promise<boolean> {
  const updated = await db
    .update(ratings)
    .set({ rating: input.rating, comment: input.comment, updatedAt: sql`now()` })
    .where(and(eq(ratings.uuid, ratingUuid), eq(ratings.userId, userId)))
    .returning({ id: ratings.id });
  return updated.length > 0;
}

export async function deleteRating(db: Db, userId: number, ratingUuid: string): Promise<boolean> {
  const removed = await db
    .delete(ratings)
    .where(and(eq(ratings.uuid, ratingUuid), eq(ratings.userId, userId)))
    .returning({ id: ratings.id });
  return removed.length > 0;
}

export function listRatings(db: Db, userId: number) {
  return db.select().from(ratings).where(eq(ratings.userId, userId)).orderBy(desc(ratings.updatedAt), desc(ratings.id));
}

export function findRatings(db: Db, userId: number, ref: ItemRef) {
  return db
    .select()
    .from(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.rateableType, ref.type), eq(ratings.rateableUuid, ref.uuid)));
}

// Cart.

interface CartValues {
  quantity: number;
  startDate: string | null;
  endDate: string | null;
}

/** One line per trip: a trip already in the cart has its line updated. */
export async function upsertCartItem(db: Db, userId: number, tripUuid: string, values: CartValues) {
  await db
    .insert(cartItems)
    .values({ userId, cartableType: 'trip', cartableUuid: tripUuid, ...values })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.cartableType, cartItems.cartableUuid], set: values });
}

/** Only the user's own line changes; resolves with whether there was one. */
export async function updateCartItem(db: Db, userId: number, itemUuid: string, values: CartValues): Promise<boolean> {
  const updated = await db
    .update(cartItems)
    .set(values)
    .where(and(eq(cartItems.uuid, itemUuid), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return updated.length > 0;
}

export async function deleteCartItem(db: Db, userId: number, itemUuid: string): Promise<boolean> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.uuid, itemUuid), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return removed.length > 0;
}

export async function clearCart(db: Db, userId: number) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

export function listCartItems(db: Db, userId: number) {
  return db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(desc(cartItems.createdAt), desc(cartItems.id));
}
