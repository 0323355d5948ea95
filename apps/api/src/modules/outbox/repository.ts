import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxEmails, type MailAttachment } from '../../db/schema/index';

export type { MailAttachment };

export interface OutboxMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Files sent with it: a QR code shown in the HTML, a PDF document. */
  attachments?: MailAttachment[];
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
      attachments: message.attachments?.length ? message.attachments : null,
    })
    .returning({ id: outboxEmails.id });
  return row!.id;
}

/** A message whose fields may be SQL, filled in by the statement that enqueues it. */
export interface OutboxMessageSql {
  kind: string;
  to: string;
  subject: string | SQL;
  text: string | SQL;
  html: string | SQL | null;
  attachments?: MailAttachment[];
}

/**
 * The outbox's INSERT of several messages, as a query to run (or extend, e.g. with
 * `.returning()`) in `scope`: the caller's transaction, or `db.with(…)` when the messages are
 * part of one larger statement (a booking enqueues the e-mails that quote the reference it
 * numbers in the same statement).
 */
export function enqueueEmailsQuery(scope: Pick<Db, 'insert'>, messages: OutboxMessageSql[]) {
  return scope.insert(outboxEmails).values(
    messages.map((message) => ({
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments?.length ? message.attachments : null,
    })),
  );
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

/** Marks messages sent, several in one UPDATE. */
export async function markSent(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(outboxEmails)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(inArray(outboxEmails.id, ids));
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
