import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { testimonials } from './content';
import { inquiries } from './inquiries';
import { outboxEmails } from './outbox';
import { createdAt, serialId } from './columns';

// The operator's back office (decision 0022).

/**
 * Every change made through the back office or the admin CLI: who, when, what, before → after.
 * Written in the transaction of the change itself, so the log and the data never disagree.
 * Append-only: nothing in the app updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    /** The staff member; null for the CLI (and kept null if the account is ever deleted). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who it was, as written at the time ('amina@safari.example', 'cli'): survives the account. */
    actorLabel: text('actor_label').notNull(),
    /** 'booking.status', 'trip.update', 'staff.disable', … */
    action: text('action').notNull(),
    /** 'booking', 'trip', 'user', … and the id the back office addresses it by (a uuid or a number). */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    // The log newest first, and one entity's history (a booking's detail shows it).
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

export const INQUIRY_EVENT_KINDS = ['note', 'reply', 'status', 'assignment'] as const;

/**
 * An inquiry's history as the inbox shows it: internal notes, replies e-mailed to the
 * traveller, status changes and assignments. A reply points at its outbox message, so the
 * screen can tell whether it went out.
 */
export const inquiryEvents = pgTable(
  'inquiry_events',
  {
    id: serialId(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INQUIRY_EVENT_KINDS }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The note, or the reply's text; '' for status changes and assignments. */
    body: text('body').notNull().default(''),
    /** The reply's subject; the status or assignee before and after. */
    meta: jsonb('meta').$type<Record<string, string | null>>().notNull().default({}),
    outboxEmailId: integer('outbox_email_id').references(() => outboxEmails.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The detail's history, and "has it been answered?" for the 24-hour promise.
    index('inquiry_events_inquiry_idx').on(t.inquiryId, t.kind, t.createdAt),
    check('inquiry_events_kind_known', sql`${t.kind} in ('note', 'reply', 'status', 'assignment')`),
  ],
);

/**
 * The operator's decision on a testimonial. `testimonials.is_published` is what the storefront
 * reads; this row tells a rejected testimonial from one nobody has looked at yet (both are
 * unpublished). No row and unpublished: pending.
 */
export const testimonialModeration = pgTable(
  'testimonial_moderation',
  {
    testimonialId: integer('testimonial_id')
      .primaryKey()
      .references(() => testimonials.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['approved', 'rejected'] }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('testimonial_moderation_decision_known', sql`${t.decision} in ('approved', 'rejected')`)],
);
