import type { Rating } from '@safari/contracts/engagement';
import { ACCOUNT_MESSAGES, ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findItemSummaries, summaryOf } from './catalogue-items';
import * as repo from './repository';

async function present(db: Db, rows: repo.RatingRow[]): Promise<Rating[]> {
  const summaries = await findItemSummaries(
    db,
    rows.map((r) => ({ type: r.rateableType, uuid: r.rateableUuid })),
  );
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

/** One rating per user and item — created, or updated when one exists. */
export async function submitRating(db: Db, userId: number, ref: repo.ItemRef, input: { rating: number; comment: string }) {
  if (!(await repo.itemIsActive(db, ref))) throw notFound(ACCOUNT_MESSAGES.itemNotFound);
  const row = await repo.upsertRating(db, userId, ref, input);
  const created = Boolean(row?.created);
  return { uuid: row?.uuid ?? '', message: created ? ENGAGEMENT_SUCCESS.ratingSubmitted : ENGAGEMENT_SUCCESS.ratingUpdated };
}

/** Another user's rating is answered like a missing one: 404, nothing changed, nothing told. */
export async function updateRating(db: Db, userId: number, ratingUuid: string, input: { rating: number; comment: string }) {
  if (!(await repo.updateRating(db, userId, ratingUuid, input))) throw notFound();
}

export async function deleteRating(db: Db, userId: number, ratingUuid: string) {
  if (!(await repo.deleteRating(db, userId, ratingUuid))) throw notFound();
}

export async function listRatings(db: Db, userId: number): Promise<Rating[]> {
  return present(db, await repo.listRatings(db, userId));
}

export async function findMyRating(db: Db, userId: number, ref: repo.ItemRef): Promise<Rating | null> {
  return (await present(db, await repo.findRatings(db, userId, ref)))[0] ?? null;
}
