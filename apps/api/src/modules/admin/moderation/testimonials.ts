import { MODERATION_MESSAGES } from '@safari/contracts/admin-moderation';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';
import { pageOf } from '../paging';
import { toTestimonialItem } from './mappers';
import * as repo from './repository';

export async function listTestimonials(db: Db, f: repo.ModerationFilters) {
  const { rows, total } = await repo.listTestimonials(db, f);
  return pageOf(rows.map(toTestimonialItem), total, f);
}

/** Approves (published on the site) or rejects (never shown), with the decision and its audit entry. */
export async function decideTestimonial(db: Db, actor: Actor, id: number, decision: 'approved' | 'rejected') {
  await db.transaction(async (tx) => {
    const before = await repo.findTestimonial(tx, id, true);
    if (!before) throw notFound(MODERATION_MESSAGES.testimonialNotFound);
    await repo.setTestimonialDecision(tx, id, decision, actor.id);
    await recordAudit(tx, actor, {
      action: decision === 'approved' ? 'testimonial.approve' : 'testimonial.reject',
      entityType: 'testimonial',
      entityId: id,
      before: { status: before.status },
      after: { status: decision },
    });
  });
  return toTestimonialItem((await repo.findTestimonial(db, id))!);
}
