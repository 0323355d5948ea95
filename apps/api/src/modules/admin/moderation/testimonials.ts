import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MODERATION_MESSAGES, type ModerationStatus } from '@safari/contracts/admin-moderation';
import type { Db } from '../../../db/client';
import { testimonialModeration, testimonials, users } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-errors';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';
import { containing, countAll, iso, ordered, pageOf, type PageRequest } from '../paging';

// The storefront reads testimonials.is_published; the moderation row tells a rejected
// testimonial from one nobody has looked at yet (both unpublished).

const decider = alias(users, 'decider');
const status = sql<ModerationStatus>`(case when ${testimonials.isPublished} then 'approved'
  when ${testimonialModeration.decision} = 'rejected' then 'rejected' else 'pending' end)`;

const selectRows = (db: Db) =>
  db
    .select({ t: testimonials, status, deciderUuid: decider.uuid, deciderName: decider.name, deciderEmail: decider.email })
    .from(testimonials)
    .leftJoin(testimonialModeration, eq(testimonialModeration.testimonialId, testimonials.id))
    .leftJoin(decider, eq(decider.id, testimonialModeration.decidedBy));
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const toItem = (r: Row) => ({
  id: r.t.id,
  author_name: r.t.authorName,
  author_country: r.t.authorCountry,
  comments: r.t.comments,
  rating: r.t.rating,
  status: r.status,
  decided_by: r.deciderUuid ? { uuid: r.deciderUuid, name: r.deciderName ?? '', email: r.deciderEmail ?? '' } : null,
  created_at: iso(r.t.createdAt),
});

export async function listTestimonials(db: Db, f: PageRequest & { q?: string; status: ModerationStatus }) {
  const where: SQL[] = [sql`${status} = ${f.status}`];
  if (f.q) where.push(or(ilike(testimonials.authorName, containing(f.q)), ilike(testimonials.comments, containing(f.q)))!);
  const [rows, [counted]] = await Promise.all([
    selectRows(db)
      .where(and(...where))
      .orderBy(...ordered(f.order, testimonials.createdAt, testimonials.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: countAll })
      .from(testimonials)
      .leftJoin(testimonialModeration, eq(testimonialModeration.testimonialId, testimonials.id))
      .where(and(...where)),
  ]);
  return pageOf(rows.map(toItem), counted?.n ?? 0, f);
}

/** Approves (published on the site) or rejects (never shown), with the decision and its audit entry. */
export async function decideTestimonial(db: Db, actor: Actor, id: number, decision: 'approved' | 'rejected') {
  await db.transaction(async (tx) => {
    const [before] = await selectRows(tx).where(eq(testimonials.id, id)).for('update', { of: testimonials });
    if (!before) throw notFound(MODERATION_MESSAGES.testimonialNotFound);
    await tx.update(testimonials).set({ isPublished: decision === 'approved' }).where(eq(testimonials.id, id));
    await tx
      .insert(testimonialModeration)
      .values({ testimonialId: id, decision, decidedBy: actor.id })
      .onConflictDoUpdate({ target: testimonialModeration.testimonialId, set: { decision, decidedBy: actor.id, decidedAt: sql`now()` } });
    await recordAudit(tx, actor, {
      action: decision === 'approved' ? 'testimonial.approve' : 'testimonial.reject',
      entityType: 'testimonial',
      entityId: id,
      before: { status: before.status },
      after: { status: decision },
    });
  });
  const [row] = await selectRows(db).where(eq(testimonials.id, id));
  return toItem(row!);
}

/** Testimonials nobody has decided on yet: the dashboard's count. */
export async function countPendingTestimonials(db: Db) {
  const [row] = await db
    .select({ n: countAll })
    .from(testimonials)
    .leftJoin(testimonialModeration, eq(testimonialModeration.testimonialId, testimonials.id))
    .where(sql`${status} = 'pending'`);
  return row?.n ?? 0;
}
