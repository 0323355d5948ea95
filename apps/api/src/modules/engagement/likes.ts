import { and, desc, eq } from 'drizzle-orm';
import type { ItemType, Like } from '@safari/contracts/engagement';
import { ACCOUNT_MESSAGES, ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import { likes } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { findItemSummaries, itemIsActive, summaryOf, type ItemRef } from './catalogue-items';

const mine = (userId: number, ref: ItemRef) =>
  and(eq(likes.userId, userId), eq(likes.likeableType, ref.type), eq(likes.likeableUuid, ref.uuid));

/**
 * SPEC §4 like toggle. A delete first, an insert if there was nothing to delete: two toggles
 * racing end liked or not liked, never with two rows (the unique index).
 */
export async function toggleLike(db: Db, userId: number, ref: ItemRef) {
  const removed = await db.delete(likes).where(mine(userId, ref)).returning({ id: likes.id });
  if (removed.length > 0) return { is_liked: false, message: 'Item removed from your likes' };
  if (!(await itemIsActive(db, ref))) throw notFound(ACCOUNT_MESSAGES.itemNotFound);
  await db.insert(likes).values({ userId, likeableType: ref.type, likeableUuid: ref.uuid }).onConflictDoNothing();
  return { is_liked: true, message: ENGAGEMENT_SUCCESS.liked };
}

export async function isLiked(db: Db, userId: number, ref: ItemRef): Promise<boolean> {
  const [row] = await db.select({ id: likes.id }).from(likes).where(mine(userId, ref));
  return Boolean(row);
}

export async function listLikes(db: Db, userId: number, type?: ItemType): Promise<Like[]> {
  const rows = await db
    .select()
    .from(likes)
    .where(type ? and(eq(likes.userId, userId), eq(likes.likeableType, type)) : eq(likes.userId, userId))
    .orderBy(desc(likes.createdAt), desc(likes.id));
  const summaries = await findItemSummaries(db, rows.map((r) => ({ type: r.likeableType, uuid: r.likeableUuid })));
  return rows.map((r) => ({
    uuid: r.uuid,
    likeable_type: r.likeableType,
    likeable_uuid: r.likeableUuid,
    likeable: summaryOf(summaries, { type: r.likeableType, uuid: r.likeableUuid }),
    created_at: r.createdAt.toISOString(),
  }));
}
