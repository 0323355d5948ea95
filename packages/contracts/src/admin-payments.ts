import { z } from 'zod';
import { adminListQuery, pageOf } from './admin';
import { BOOKING_STATUSES } from './admin-bookings';

// Back office: bank statements (ISO 20022 camt.053) imported into the payment ledger, and the
// credits no booking claimed, matched by hand (docs/product.md#back-office, issue 20).

/** The largest statement file accepted: a month of a busy account is far below it. */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * What became of a credit line: recorded as a booking's payment, already imported before,
 * its bank reference already in the ledger, or kept for matching by hand.
 */
export const STATEMENT_LINE_OUTCOMES = ['matched', 'already_recorded', 'duplicate', 'unmatched'] as const;

/** Why a credit was not recorded against a booking by the import. */
export const UNMATCHED_REASONS = ['no_communication', 'unknown_communication', 'currency', 'reversal'] as const;

const statementLineSchema = z.object({
  line_reference: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  booked_on: z.string(),
  remittance: z.string(),
  debtor_name: z.string().nullable(),
  /** The structured communication found in the remittance, '+++123/4567/89002+++'. */
  communication: z.string().nullable(),
  outcome: z.enum(STATEMENT_LINE_OUTCOMES),
  reason: z.enum(UNMATCHED_REASONS).nullable(),
  booking_reference: z.string().nullable(),
  /** Matched, and less than what the booking owed at that moment. */
  partial: z.boolean(),
  /** Matched, and the booking is now paid beyond its total. */
  over: z.boolean(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementImportResult = z.object({
  statement: z.object({ uuid: z.uuid(), statement_id: z.string(), account_iban: z.string(), imported_at: z.string() }),
  counts: z.object({
    credits: z.number().int(),
    matched: z.number().int(),
    already_recorded: z.number().int(),
    unmatched: z.number().int(),
    partial: z.number().int(),
    over: z.number().int(),
    /** Debits and pending entries: not payments to the operator, not imported. */
    skipped: z.number().int(),
  }),
  lines: z.array(statementLineSchema),
});
export type StatementImportResult = z.infer<typeof statementImportResult>;

export const unmatchedLineSchema = z.object({
  uuid: z.uuid(),
  line_reference: z.string(),
  statement_id: z.string(),
  account_iban: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  booked_on: z.string(),
  remittance: z.string(),
  debtor_name: z.string().nullable(),
  communication: z.string().nullable(),
  imported_at: z.string(),
});
export type UnmatchedLine = z.infer<typeof unmatchedLineSchema>;

/** Unmatched credits, oldest booking date first by default; `q` searches remittance, debtor and reference. */
export const unmatchedLinesQuery = adminListQuery(['booked_on', 'amount', 'imported_at'], 'asc');
export const unmatchedLinesPage = pageOf(unmatchedLineSchema);

export const matchLineInput = z.object({
  /** The booking's reference ('ST-2026-0042') or its structured communication. */
  booking_reference: z.string().trim().min(1, 'Enter a booking reference').max(64),
});

export const matchLineResult = z.object({
  line: unmatchedLineSchema.extend({ status: z.literal('matched') }),
  booking: z.object({
    uuid: z.uuid(),
    reference: z.string(),
    status: z.enum(BOOKING_STATUSES),
    paid_minor: z.number().int(),
    total_minor: z.number().int(),
  }),
  partial: z.boolean(),
  over: z.boolean(),
});
export type MatchLineResult = z.infer<typeof matchLineResult>;

export const STATEMENT_MESSAGES = {
  fileMissing: 'Choose a camt.053 statement file to upload (multipart field "file").',
  tooLarge: 'The statement is larger than 10 MB. Import it in smaller files (one per day or per week).',
  notUtf8: 'The statement is not UTF-8 text: export it from the bank again as camt.053 XML.',
  declarations: 'The statement declares a DOCTYPE or entities, which bank statements never do: it was refused.',
  malformed: (detail: string) => `The file is not well-formed XML (${detail}).`,
  notCamt053: 'The file is not an ISO 20022 camt.053 bank statement (BkToCstmrStmt).',
  invalid: (detail: string) => `The statement cannot be read: ${detail}.`,
  noCredits: 'The statement has no credit entries: there is nothing to import.',
  otherAccount: (iban: string) => `This statement is for account ${iban}, not the account travellers pay into.`,
  imported: (matched: number, unmatched: number) => `Statement imported: ${matched} matched, ${unmatched} to match by hand.`,
  nothingNew: 'This statement was imported before: nothing new was recorded.',
  lineNotFound: 'Statement line not found',
  lineMatched: 'This statement line is already matched to a booking.',
  bookingNotFound: 'No booking has this reference.',
  alreadyInLedger: 'A payment with this bank reference is already in the ledger.',
  matched: 'Payment recorded',
} as const;
