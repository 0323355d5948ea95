import { and, desc, eq, sql } from 'drizzle-orm';
import type { Rating } from '@safari/contracts/engagement';
import { ACCOUNT_MESSAGES, ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import { ratings } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { findItemSummaries, itemIsActive, summaryOf, type ItemRef } from './catalogue-items';

type RatingRow = typeof ratings.$inferSelect;

async function present(db: Db, rows: RatingRow[]): Promise<Rating[]> {
  const summaries = await findItemSummaries(db, rows.map((r) => ({ type: r.rateableType, uuid: r.rateableUuid })));
  return rows.map((r) => ({
    uuid: r.uuid,
    rateable_type: r.rateableType,
    rateable_uuid: r.rateableUuid,
    rating: r.rating,
    comment: r.comment,
    created_at: r.createdAt.toISOString(),
    rateable: summaryOf(summaries, { type: r.rateableType, uuid: r.rateableUuid }),
  }));
}

/** SPEC §4: one rating per user and item — created, or updated when one exists. */
export async function submitRating(db: Db, userId: number, ref: ItemRef, input: { rating: number; comment: string }) {
  if (!(await itemIsActive(db, ref))) throw notFound(ACCOUNT_MESSAGES.itemNotFound);
  const [row] = await db
    .insert(ratings)
    .values({ userId, rateableType: ref.type, rateableUuid: ref.uuid, rating: input.rating, comment: input.comment })
    .onConflictDoUpdate({
      target: [ratings.userId, ratings.rateableType, ratings.rateableUuid],
      set: { rating: input.rating, comment: input.comment, updatedAt: sql`now()` },
    })
    // xmax = 0 only for a freshly inserted row: tells "created" from "updated" in one statement.
    .returning({ uuid: ratings.uuid, created: sql<boolean>`(xmax = 0)` });
  const created = Boolean(row?.created);
  return { uuid: row?.uuid ?? '', message: created ? ENGAGEMENT_SUCCESS.ratingSubmitted : ENGAGEMENT_SUCCESS.ratingUpdated };
}

/** Another user's rating is answered like a missing one: 404, nothing changed, nothing told. */
export async function updateRating(db: Db, userId: number, ratingUuid: string, input: { rating: number; comment: string }) {
  const updated = await db
    .update(ratings)
    .set({ rating: input.rating, comment: input.comment, updatedAt: sql`now()` })
    .where(and(eq(ratings.uuid, ratingUuid), eq(ratings.userId, userId)))
    .returning({ id: ratings.id });
  if (updated.length === 0) throw notFound();
}

export async function deleteRating(db: Db, userId: number, ratingUuid: string) {
  const removed = await db
    .delete(ratings)
    .where(and(eq(ratings.uuid, ratingUuid), eq(ratings.userId, userId)))
    .returning({ id: ratings.id });
  if (removed.length === 0) throw notFound();
}

export async function listRatings(db: Db, userId: number): Promise<Rating[]> {
  const rows = await db.select().from(ratings).where(eq(ratings.userId, userId)).orderBy(desc(ratings.updatedAt), desc(ratings.id));
  return present(db, rows);
}

export async function findMyRating(db: Db, userId: number, ref: ItemRef): Promise<Rating | null> {
  const rows = await db
    .select()
    .from(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.rateableType, ref.type), eq(ratings.rateableUuid, ref.uuid)));
  return (await present(db, rows))[0] ?? null;
}
