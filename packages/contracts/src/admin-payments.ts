import { z } from 'zod';
import { adminListQuery, pageOf, queryFlag } from './admin';
import { BOOKING_STATUSES, ledgerEntrySchema } from './admin-bookings';
import { isoDate } from './envelope';
import { PAYMENT_CURRENCIES } from './payments/money';

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

// ── What is due, what came in, and the month (the back office's Payments screen) ──────────────

/** The statuses of a booking that still owes money (completed and cancelled owe nothing). */
export const OPEN_BOOKING_STATUSES = ['awaiting_deposit', 'deposit_paid'] as const;

/** Open bookings with what they owe now: overdue first (their due date is before the operator's today), then by due date. */
export const dueBookingsQuery = adminListQuery(['due_date'], 'asc').extend({
  overdue: queryFlag,
  currency: z.enum(PAYMENT_CURRENCIES).optional(),
});

const dueBookingSchema = z.object({
  uuid: z.uuid(),
  reference: z.string(),
  item_name: z.string(),
  traveller: z.string(),
  email: z.string(),
  start_date: z.string(),
  status: z.enum(OPEN_BOOKING_STATUSES),
  currency: z.enum(PAYMENT_CURRENCIES),
  total_minor: z.number().int(),
  paid_minor: z.number().int(),
  /** What must be paid by `next_due_date` to be up to date. */
  due_now_minor: z.number().int(),
  next_due_date: z.string(),
  /** `next_due_date` is before the operator's today. */
  overdue: z.boolean(),
  /** The part of `due_now_minor` whose date has passed. */
  overdue_minor: z.number().int(),
});
export type DueBooking = z.infer<typeof dueBookingSchema>;
export const dueBookingsPage = pageOf(dueBookingSchema).extend({ today: z.string() });
export type DueBookingsPage = z.infer<typeof dueBookingsPage>;

/** Payments and refunds received (by the day the money moved), newest first; `q` searches reference, traveller, e-mail and bank reference. */
export const receivedEntriesQuery = adminListQuery(['received_on', 'amount'])
  .extend({
    from: isoDate.optional(),
    to: isoDate.optional(),
    kind: z.enum(['payment', 'refund']).optional(),
    method: z.enum(['bank_transfer', 'card', 'cash', 'other']).optional(),
    currency: z.enum(PAYMENT_CURRENCIES).optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'The end date cannot be before the start date.', path: ['to'] });

const receivedEntrySchema = ledgerEntrySchema.extend({
  booking: z.object({ uuid: z.uuid(), reference: z.string(), traveller: z.string(), email: z.string() }),
});
export type ReceivedEntry = z.infer<typeof receivedEntrySchema>;

const currencyTotals = z.object({
  currency: z.string(),
  payments_minor: z.number().int(),
  refunds_minor: z.number().int(),
  /** Payments minus refunds. */
  received_minor: z.number().int(),
});
export const receivedEntriesPage = pageOf(receivedEntrySchema).extend({
  /** Every entry the filters match (not only this page), per currency. */
  totals: z.array(currencyTotals),
});
export type ReceivedEntriesPage = z.infer<typeof receivedEntriesPage>;

/** 'YYYY-MM'; absent: the operator's current month. */
export const monthlyReportQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month as YYYY-MM')
    .optional(),
});

export const monthlyReportSchema = z.object({
  month: z.string(),
  /** The first and the last day of the month. */
  from: z.string(),
  to: z.string(),
  currencies: z.array(
    currencyTotals.extend({
      /** Instalments falling due in the month, the part still unpaid (open bookings only). */
      due_minor: z.number().int(),
      due_count: z.number().int(),
    }),
  ),
  /** Departures starting in the month (cancelled ones left out): seats sold of seats offered. */
  departures: z.array(
    z.object({
      uuid: z.uuid(),
      trip_uuid: z.uuid(),
      trip_name: z.string(),
      start_date: z.string(),
      status: z.enum(['scheduled', 'closed']),
      seats_total: z.number().int(),
      seats_sold: z.number().int(),
      /** Seats sold of seats offered, in whole percent. */
      occupancy_percent: z.number().int(),
    }),
  ),
  seats: z.object({ total: z.number().int(), sold: z.number().int(), occupancy_percent: z.number().int() }),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;
