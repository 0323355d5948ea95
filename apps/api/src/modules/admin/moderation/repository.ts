import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModerationStatus } from '@safari/contracts/admin-moderation';
import type { Db } from '../../../db/client';
import { destinations, ratings, testimonialModeration, testimonials, trips, users } from '../../../db/schema/index';
import type { PageRequest } from '../paging';
import { countAll, ordered } from '../paging-repository';
import { containing } from '../../../db/search';

export interface ModerationFilters extends PageRequest {
  q?: string;
  status: ModerationStatus;
}

// Testimonials. The storefront reads testimonials.is_published; the moderation row tells a
// rejected testimonial from one nobody has looked at yet (both unpublished).

const decider = alias(users, 'decider');
const testimonialStatus = sql<ModerationStatus>`(case when ${testimonials.isPublished} then 'approved'
  when ${testimonialModeration.decision} = 'rejected' then 'rejected' else 'pending' end)`;

const selectTestimonials = (db: Db) =>
  db
    .select({
      t: testimonials,
      status: testimonialStatus,
      deciderUuid: decider.uuid,
      deciderName: decider.name,
      deciderEmail: decider.email,
    })
    .from(testimonials)
    .leftJoin(testimonialModeration, eq(testimonialModeration.testimonialId, testimonials.id))
    .leftJoin(decider, eq(decider.id, testimonialModeration.decidedBy));
export type TestimonialRow = Awaited<ReturnType<typeof selectTestimonials>>[number];

export async function listTestimonials(db: Db, f: ModerationFilters) {
  const where: SQL[] = [sql`${testimonialStatus} = ${f.status}`];
  if (f.q) where.push(or(ilike(testimonials.authorName, containing(f.q)), ilike(testimonials.comments, containing(f.q)))!);
  const [rows, [counted]] = await Promise.all([
    selectTestimonials(db)
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
  return { rows, total: counted?.n ?? 0 };
}

export async function findTestimonial(db: Db, id: number, lock = false) {
  const query = selectTestimonials(db).where(eq(testimonials.id, id));
  const [row] = lock ? await query.for('update', { of: testimonials }) : await query;
  return row;
}

/** Publishes (approved) or hides (rejected) the testimonial and records who decided. */
export async function setTestimonialDecision(tx: Db, id: number, decision: 'approved' | 'rejected', decidedBy: number | null) {
  await tx
    .update(testimonials)
    .set({ isPublished: decision === 'approved' })
    .where(eq(testimonials.id, id));
  await tx
    .insert(testimonialModeration)
    .values({ testimonialId: id, decision, decidedBy })
    .onConflictDoUpdate({ target: testimonialModeration.testimonialId, set: { decision, decidedBy, decidedAt: sql`now()` } });
}

/** Testimonials nobody has decided on yet: the dashboard's count. */
export async function countPendingTestimonials(db: Db) {
  const [row] = await db
    .select({ n: countAll })
    .from(testimonials)
    .leftJoin(testimonialModeration, eq(testimonialModeration.testimonialId, testimonials.id))
    .where(sql`${testimonialStatus} = 'pending'`);
  return row?.n ?? 0;
}

// Ratings.

const selectRatings = (db: Db) =>
  db
    .select({ r: ratings, author: users.name, rateableName: sql<string | null>`coalesce(${trips.name}, ${destinations.name})` })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .leftJoin(trips, and(eq(ratings.rateableType, 'trip'), eq(trips.uuid, ratings.rateableUuid)))
    .leftJoin(destinations, and(eq(ratings.rateableType, 'destination'), eq(destinations.uuid, ratings.rateableUuid)));
export type RatingRow = Awaited<ReturnType<typeof selectRatings>>[number];

export async function listRatings(db: Db, f: ModerationFilters) {
  const where: SQL[] = [eq(ratings.status, f.status)];
  if (f.q) where.push(or(ilike(ratings.comment, containing(f.q)), ilike(users.name, containing(f.q)))!);
  const [rows, [counted]] = await Promise.all([
    selectRatings(db)
      .where(and(...where))
      .orderBy(...ordered(f.order, ratings.createdAt, ratings.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: countAll })
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.userId))
      .where(and(...where)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findRating(db: Db, uuid: string) {
  const [row] = await selectRatings(db).where(eq(ratings.uuid, uuid));
  return row;
}

/** The rating alone, locked until the transaction ends. */
export async function lockRating(tx: Db, uuid: string) {
  const [row] = await tx.select().from(ratings).where(eq(ratings.uuid, uuid)).for('update');
  return row;
}

export async function setRatingStatus(tx: Db, id: number, status: 'approved' | 'rejected') {
  await tx.update(ratings).set({ status }).where(eq(ratings.id, id));
}

export async function countPendingRatings(db: Db) {
  const [row] = await db.select({ n: countAll }).from(ratings).where(eq(ratings.status, 'pending'));
  return row?.n ?? 0;
}
