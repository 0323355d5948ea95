import { and, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { outboxEmails } from '../../../db/schema/index';
import type { PageRequest } from '../paging';
import { countAll, ordered } from '../paging-repository';
import { containing } from '../../../db/search';

export type EmailRow = typeof outboxEmails.$inferSelect;

export interface EmailFilters extends PageRequest {
  q?: string;
  sort: 'created_at' | 'next_attempt_at';
  status?: 'pending' | 'sent' | 'failed';
  kind?: string;
  retrying?: boolean;
}

/** Still pending, but tried and failed at least once: the worker will try again. */
export const retrying = and(eq(outboxEmails.status, 'pending'), gt(outboxEmails.attempts, 0), sql`${outboxEmails.lastError} is not null`)!;

export async function listEmails(db: Db, f: EmailFilters) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(outboxEmails.status, f.status));
  if (f.kind) where.push(eq(outboxEmails.kind, f.kind));
  if (f.retrying !== undefined) where.push(f.retrying ? retrying : sql`not ${retrying}`);
  if (f.q) where.push(or(ilike(outboxEmails.recipient, containing(f.q)), ilike(outboxEmails.subject, containing(f.q)))!);
  const condition = where.length ? and(...where) : undefined;
  const sortColumn = f.sort === 'next_attempt_at' ? outboxEmails.nextAttemptAt : outboxEmails.createdAt;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(outboxEmails)
      .where(condition)
      .orderBy(...ordered(f.order, sortColumn, outboxEmails.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: countAll }).from(outboxEmails).where(condition),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findEmail(db: Db, id: number) {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return row;
}

/**
 * A failed message back in the queue, due now, with a fresh count of attempts (the worker
 * gives up after a number of them). Conditional on 'failed', so two staff clicking at once
 * queue it once.
 */
export async function requeueFailed(db: Db, id: number) {
  const [row] = await db
    .update(outboxEmails)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, 'failed')))
    .returning();
  return row;
}
