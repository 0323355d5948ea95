import { and, asc, eq, gt, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { newsletterSubscribers } from '../../../db/schema/index';
import type { PageRequest } from '../paging';
import { countAll, ordered } from '../paging-repository';
import { containing } from '../../../db/search';

type Status = 'pending' | 'confirmed' | 'unsubscribed';

export interface SubscriberFilters extends PageRequest {
  q?: string;
  sort: 'confirmed_at' | 'created_at' | 'email';
  status: Status;
}

export async function listSubscribers(db: Db, f: SubscriberFilters) {
  const where: SQL[] = [eq(newsletterSubscribers.status, f.status)];
  if (f.q) where.push(ilike(newsletterSubscribers.email, containing(f.q)));
  const sortColumn = {
    confirmed_at: newsletterSubscribers.confirmedAt,
    created_at: newsletterSubscribers.createdAt,
    email: newsletterSubscribers.email,
  }[f.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(and(...where))
      .orderBy(...ordered(f.order, sortColumn, newsletterSubscribers.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: countAll })
      .from(newsletterSubscribers)
      .where(and(...where)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** One batch of confirmed subscribers after `afterId`, by id: the export reads the table in slices. */
export function confirmedAfter(db: Db, afterId: number, batch: number) {
  return db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, 'confirmed'), gt(newsletterSubscribers.id, afterId)))
    .orderBy(asc(newsletterSubscribers.id))
    .limit(batch);
}
