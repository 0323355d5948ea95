import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with an e-mail; `cid` set: shown inside the HTML (an <img src="cid:…">). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
  cid?: string;
}

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * E-mails to send, written in the same transaction as what they announce (a booking, a reset
 * link), so nothing acknowledged is lost. A worker in every process claims due rows with
 * FOR UPDATE SKIP LOCKED, sends, and retries with back-off.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    /** What kind of message ('password-reset', 'booking-confirmation', …): for the back office. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt)],
);
