import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { MODERATION_MESSAGES, type ModerationStatus } from '@safari/contracts/admin-moderation';
import type { Db } from '../../../db/client';
import { destinations, ratings, trips, users } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-errors';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';
import { containing, countAll, iso, ordered, pageOf, type PageRequest } from '../paging';

const selectRows = (db: Db) =>
  db
    .select({ r: ratings, author: users.name, rateableName: sql<string | null>`coalesce(${trips.name}, ${destinations.name})` })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .leftJoin(trips, and(eq(ratings.rateableType, 'trip'), eq(trips.uuid, ratings.rateableUuid)))
    .leftJoin(destinations, and(eq(ratings.rateableType, 'destination'), eq(destinations.uuid, ratings.rateableUuid)));
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const toItem = ({ r, author, rateableName }: Row) => ({
  uuid: r.uuid,
  rateable_type: r.rateableType,
  rateable_uuid: r.rateableUuid,
  rateable_name: rateableName,
  author_name: author,
  rating: r.rating,
  comment: r.comment,
  status: r.status,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

export async function listRatings(db: Db, f: PageRequest & { q?: string; status: ModerationStatus }) {
  const where: SQL[] = [eq(ratings.status, f.status)];
  if (f.q) where.push(or(ilike(ratings.comment, containing(f.q)), ilike(users.name, containing(f.q)))!);
  const [rows, [counted]] = await Promise.all([
    selectRows(db)
      .where(and(...where))
      .orderBy(...ordered(f.order, ratings.createdAt, ratings.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: countAll }).from(ratings).innerJoin(users, eq(users.id, ratings.userId)).where(and(...where)),
  ]);
  return pageOf(rows.map(toItem), counted?.n ?? 0, f);
}

/** Approves (counted in the public averages) or rejects a rating; resolves with it and what it rates. */
export async function decideRating(db: Db, actor: Actor, uuid: string, decision: 'approved' | 'rejected') {
  const rateableType = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(ratings).where(eq(ratings.uuid, uuid)).for('update');
    if (!before) throw notFound(MODERATION_MESSAGES.ratingNotFound);
    await tx.update(ratings).set({ status: decision }).where(eq(ratings.id, before.id));
    await recordAudit(tx, actor, {
      action: decision === 'approved' ? 'rating.approve' : 'rating.reject',
      entityType: 'rating',
      entityId: uuid,
      before: { status: before.status },
      after: { status: decision },
    });
    return before.rateableType;
  });
  const [row] = await selectRows(db).where(eq(ratings.uuid, uuid));
  return { rating: toItem(row!), rateableType };
}

export async function countPendingRatings(db: Db) {
  const [row] = await db.select({ n: countAll }).from(ratings).where(eq(ratings.status, 'pending'));
  return row?.n ?? 0;
}
