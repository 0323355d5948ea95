import { MODERATION_MESSAGES } from '@safari/contracts/admin-moderation';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';
import { pageOf } from '../paging';
import { toRatingItem } from './mappers';
import * as repo from './repository';

export async function listRatings(db: Db, f: repo.ModerationFilters) {
  const { rows, total } = await repo.listRatings(db, f);
  return pageOf(rows.map(toRatingItem), total, f);
}

/** Approves (counted in the public averages) or rejects a rating; resolves with it and what it rates. */
export async function decideRating(db: Db, actor: Actor, uuid: string, decision: 'approved' | 'rejected') {
  const rateableType = await db.transaction(async (tx) => {
    const before = await repo.lockRating(tx, uuid);
    if (!before) throw notFound(MODERATION_MESSAGES.ratingNotFound);
    await repo.setRatingStatus(tx, before.id, decision);
    await recordAudit(tx, actor, {
      action: decision === 'approved' ? 'rating.approve' : 'rating.reject',
      entityType: 'rating',
      entityId: uuid,
      before: { status: before.status },
      after: { status: decision },
    });
    return before.rateableType;
  });
  return { rating: toRatingItem((await repo.findRating(db, uuid))!), rateableType };
}
