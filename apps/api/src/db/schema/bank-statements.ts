import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { createdAt, publicUuid, serialId } from './columns';

// Bank statements (ISO 20022 camt.053) the operator imports, and their credit lines: a line
// whose structured communication names a booking becomes a ledger entry in the same
// transaction; every other credit waits here for staff to match it by hand.

/** One imported file: imported once by its bytes (re-importing it records nothing new). */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serialId(),
    uuid: publicUuid(),
    /** `Stmt/Id` of the file (several, space-separated, when it holds several statements). */
    statementId: text('statement_id').notNull(),
    accountIban: text('account_iban').notNull(),
    /** SHA-256 of the file as uploaded, hex. */
    fileSha256: text('file_sha256').notNull().unique(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    creditCount: integer('credit_count').notNull().default(0),
    matchedCount: integer('matched_count').notNull().default(0),
    unmatchedCount: integer('unmatched_count').notNull().default(0),
  },
  (t) => [index('bank_statements_imported_idx').on(t.importedAt)],
);

export const STATEMENT_LINE_STATUSES = ['matched', 'unmatched', 'duplicate'] as const;

/**
 * A credit of a statement, once per bank reference (`AcctSvcrRef`, else `NtryRef`, else a hash
 * of the statement and the entry's place in it): the key that also records its payment once.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serialId(),
    uuid: publicUuid(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    lineReference: text('line_reference').notNull().unique(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    remittance: text('remittance').notNull().default(''),
    /** The twelve digits of a valid structured communication found in the remittance, if any. */
    communication: text('communication'),
    debtorName: text('debtor_name'),
    bookingId: integer('booking_id').references(() => bookings.id),
    status: text('status', { enum: STATEMENT_LINE_STATUSES }).notNull(),
    /** Staff who matched the line by hand; null when the import matched it. */
    matchedBy: integer('matched_by').references(() => users.id, { onDelete: 'set null' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_statement_lines_statement_idx').on(t.statementId),
    index('bank_statement_lines_status_idx').on(t.status, t.bookedOn),
    check('bank_statement_lines_amount', sql`${t.amountMinor} > 0`),
  ],
);
