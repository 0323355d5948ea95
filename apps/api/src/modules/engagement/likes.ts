import type { ItemType, Like } from '@safari/contracts/engagement';
import { ACCOUNT_MESSAGES, ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findItemSummaries, summaryOf } from './catalogue-items';
import * as repo from './repository';

/**
 * The like toggle. A delete first, an insert if there was nothing to delete: two toggles
 * racing end liked or not liked, never with two rows (the unique index).
 */
export async function toggleLike(db: Db, userId: number, ref: repo.ItemRef) {
  if (await repo.deleteLike(db, userId, ref)) return { is_liked: false, message: 'Item removed from your likes' };
  if (!(await repo.itemIsActive(db, ref))) throw notFound(ACCOUNT_MESSAGES.itemNotFound);
  await repo.insertLike(db, userId, ref);
  return { is_liked: true, message: ENGAGEMENT_SUCCESS.liked };
}

export const isLiked = (db: Db, userId: number, ref: repo.ItemRef): Promise<boolean> => repo.likeExists(db, userId, ref);

export async function listLikes(db: Db, userId: number, type?: ItemType): Promise<Like[]> {
  const rows = await repo.listLikes(db, userId, type);
  const summaries = await findItemSummaries(
    db,
    rows.map((r) => ({ type: r.likeableType, uuid: r.likeableUuid })),
  );
  return rows.map((r) => ({
    uuid: r.uuid,
    likeable_type: r.likeableType,
    likeable_uuid: r.likeableUuid,
    likeable: summaryOf(summaries, { type: r.likeableType, uuid: r.likeableUuid }),
    created_at: r.createdAt.toISOString(),
  }));
}
