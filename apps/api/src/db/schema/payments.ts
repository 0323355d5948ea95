import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { trips } from './trips';

// The money side of a booking (docs/decisions/0042): the terms it was sold on, the schedule
// they gave it and a ledger of what was received and refunded. Amounts are integers in the
// booking currency's minor unit; what is paid and due is derived from the ledger, never a flag.

/**
 * Deposit share and balance deadline: the site's row (trip_id null, exactly one) and optional
 * overrides per trip. A booking copies the terms into its schedule when it is made, so a later
 * change of terms never changes what a traveller already owes.
 */
export const paymentTerms = pgTable(
  'payment_terms',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    depositPercent: integer('deposit_percent').notNull(),
    balanceDaysBefore: integer('balance_days_before').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_terms_trip_idx').on(t.tripId),
    uniqueIndex('payment_terms_site_idx')
      .on(sql`(${t.tripId} is null)`)
      .where(sql`${t.tripId} is null`),
    check('payment_terms_deposit', sql`${t.depositPercent} between 1 and 100`),
    check('payment_terms_days', sql`${t.balanceDaysBefore} between 0 and 365`),
  ],
);

export const INSTALMENT_KINDS = ['deposit', 'balance', 'full'] as const;

/** What a booking owes and by when: a deposit and a balance, or one payment in full. */
export const bookingInstalments = pgTable(
  'booking_instalments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INSTALMENT_KINDS }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** When the traveller was reminded that it falls due (once, whichever process sent it). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the traveller and the operator were told it is overdue (once). */
    overdueNoticeAt: timestamp('overdue_notice_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booking_instalments_booking_kind_idx').on(t.bookingId, t.kind),
    index('booking_instalments_due_idx').on(t.dueDate),
    check('booking_instalments_amount', sql`${t.amountMinor} > 0`),
  ],
);

export const LEDGER_ENTRY_KINDS = ['payment', 'refund'] as const;
export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'other'] as const;

/**
 * Every payment received and every refund made, in the booking's currency. A provider's own
 * reference (a bank statement line, a card payment) is unique per method, so the same transfer
 * or event is recorded once however often it arrives.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    /** Always positive: the kind says which way the money went. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    providerReference: text('provider_reference'),
    /** The day the money arrived (or left), as the bank or the operator says. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    /** Staff who recorded it by hand; null when a verified source (statement, webhook) did. */
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_booking_idx').on(t.bookingId, t.createdAt),
    uniqueIndex('ledger_entries_provider_idx').on(t.method, t.providerReference),
    check('ledger_entries_amount', sql`${t.amountMinor} > 0`),
  ],
);
