import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema/index';

export interface OutboxMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * Call with the transaction that writes what the e-mail announces: both commit or neither.
 * Resolves with the message's id (the back office links an inquiry's reply to it).
 */
export async function enqueueEmail(db: Db, message: OutboxMessage): Promise<number> {
  const [row] = await db
    .insert(outboxEmails)
    .values({
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
    })
    .returning({ id: outboxEmails.id });
  return row!.id;
}

/**
 * Claims up to `limit` due messages. The claim is one UPDATE over rows picked with
 * FOR UPDATE SKIP LOCKED, so two processes never send the same message; the lease moves
 * `next_attempt_at` ahead, so a process that dies mid-send leaves the row to be retried.
 */
export async function claimDueEmails(db: Db, limit: number, leaseSeconds: number) {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, sql`now()`)))
    .orderBy(outboxEmails.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxEmails)
    .set({ attempts: sql`${outboxEmails.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(sql`${outboxEmails.id} in (${due})`)
    .returning();
}

export async function markSent(db: Db, id: number) {
  await db.update(outboxEmails).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(eq(outboxEmails.id, id));
}

export async function markFailed(db: Db, id: number, error: string, retryInSeconds: number | null) {
  await db
    .update(outboxEmails)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lastError: error }
        : { lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` },
    )
    .where(eq(outboxEmails.id, id));
}
