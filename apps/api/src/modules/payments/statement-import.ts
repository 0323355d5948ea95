import { createHash } from 'node:crypto';
import { STATEMENT_MESSAGES, type StatementImportResult, type StatementLine } from '@safari/contracts/admin-payments';
import { todayIn } from '@safari/contracts/calendar';
import { formatStructuredCommunication } from '@safari/contracts/payments/bank-transfer';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { parseCamt053, StatementFormatError, type ParsedStatement, type StatementCredit } from './camt053';
import { recordEntry, type LedgerDeps } from './ledger';
import { lockBookingsByPaymentReference, type LockedBooking } from './repository';
import { standingOf } from './standing';
import * as statements from './statement-repository';

// Importing a camt.053 statement: every credit line is claimed once by its bank reference; a line
// whose structured communication names a booking in the line's currency becomes that booking's
// payment (ledger entry, status, receipt) and every other credit waits for staff. One
// transaction for the whole file: a failure anywhere records nothing, and importing the same
// lines again (the same file, or an overlapping one) records nothing new.

/** What the back office's audit log keeps; the caller writes it in the import's transaction. */
export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}
export type AuditSink = (tx: Db, record: AuditRecord) => Promise<void>;

export interface ImportOutcome {
  result: StatementImportResult;
  /** True when the statement added nothing: every line was imported before. */
  nothingNew: boolean;
}

/** The upload as a statement, or a 4xx that tells the operator what is wrong with the file. */
export function readStatement(bytes: Buffer, deps: LedgerDeps): ParsedStatement {
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, STATEMENT_MESSAGES.notUtf8, { file: STATEMENT_MESSAGES.notUtf8 });
  }
  let parsed: ParsedStatement;
  try {
    parsed = parseCamt053(xml);
  } catch (error) {
    if (!(error instanceof StatementFormatError)) throw error;
    const status = error.message === STATEMENT_MESSAGES.noCredits ? 422 : 400;
    throw new HttpError(status, error.message, { file: error.message });
  }
  if (parsed.accountIban !== deps.bank.iban) {
    const message = STATEMENT_MESSAGES.otherAccount(parsed.accountIban);
    throw new HttpError(422, message, { file: message });
  }
  return parsed;
}

const lineOf = (credit: StatementCredit, outcome: Pick<StatementLine, 'outcome'> & Partial<StatementLine>): StatementLine => ({
  line_reference: credit.reference,
  amount_minor: credit.amountMinor,
  currency: credit.currency,
  booked_on: credit.bookedOn,
  remittance: credit.remittance,
  debtor_name: credit.debtorName,
  communication: credit.communication ? formatStructuredCommunication(credit.communication) : null,
  reason: null,
  booking_reference: null,
  partial: false,
  over: false,
  ...outcome,
});

/** Imports a statement file for `importedBy` (a staff member's id); see the file's comment. */
export async function importStatement(
  db: Db,
  deps: LedgerDeps,
  input: { bytes: Buffer; importedBy: number | null },
  audit: AuditSink,
): Promise<ImportOutcome> {
  const parsed = readStatement(input.bytes, deps);
  const fileSha256 = createHash('sha256').update(input.bytes).digest('hex');
  return db.transaction(async (tx) => {
    const { statement, created } = await statements.claimStatement(tx, {
      statementId: parsed.statementId,
      accountIban: parsed.accountIban,
      fileSha256,
      importedBy: input.importedBy,
    });
    const lines = await importCredits(tx, deps, statement, parsed.credits, audit);

    const count = (outcome: StatementLine['outcome']) => lines.filter((l) => l.outcome === outcome).length;
    const counts = {
      credits: lines.length,
      matched: count('matched'),
      already_recorded: count('already_recorded') + count('duplicate'),
      unmatched: count('unmatched'),
      partial: lines.filter((l) => l.partial).length,
      over: lines.filter((l) => l.over).length,
      skipped: parsed.skipped,
    };
    const nothingNew = counts.already_recorded === counts.credits;
    if (created) {
      await statements.setStatementCounts(tx, statement.id, {
        creditCount: counts.credits,
        matchedCount: counts.matched,
        unmatchedCount: counts.unmatched,
      });
    }
    if (!nothingNew) {
      await audit(tx, {
        action: 'payments.statement_import',
        entityType: 'bank_statement',
        entityId: statement.uuid,
        after: { statement_id: parsed.statementId, account_iban: parsed.accountIban, file_sha256: fileSha256, ...counts },
      });
    }
    return {
      result: {
        statement: {
          uuid: statement.uuid,
          statement_id: statement.statementId,
          account_iban: statement.accountIban,
          imported_at: statement.importedAt.toISOString(),
        },
        counts,
        lines,
      },
      nothingNew,
    };
  });
}

/**
 * The credits, in the statement's order: each claimed by its bank reference, then recorded for
 * the booking its communication names or kept unmatched. The lines are claimed and the bookings
 * locked in one statement each; what stays per line is the payment itself (entry, status, receipt).
 */
async function importCredits(
  tx: Db,
  deps: LedgerDeps,
  statement: statements.StatementRow,
  credits: StatementCredit[],
  audit: AuditSink,
): Promise<StatementLine[]> {
  const claimed = await statements.claimLines(
    tx,
    credits.map((credit) => ({
      statementId: statement.id,
      lineReference: credit.reference,
      amountMinor: credit.amountMinor,
      currency: credit.currency,
      bookedOn: credit.bookedOn,
      remittance: credit.remittance,
      communication: credit.communication,
      debtorName: credit.debtorName,
      status: 'unmatched' as const,
    })),
  );
  const before = await statements.findLinesByReference(
    tx,
    credits.filter((c) => !claimed.has(c.reference)).map((c) => c.reference),
  );
  const payable = credits.filter((c) => claimed.has(c.reference) && !c.reversal && c.communication);
  const locked = await lockBookingsByPaymentReference(tx, [...new Set(payable.map((c) => c.communication!))]);

  const lines: StatementLine[] = [];
  const settled: Parameters<typeof statements.settleLines>[1] = [];
  /** Bank reference → the booking its line was recorded for, in this import (a reference twice in a file). */
  const done = new Map<string, string | null>();
  for (const credit of credits) {
    const lineId = claimed.get(credit.reference);
    if (lineId === undefined || done.has(credit.reference)) {
      const bookingReference = done.has(credit.reference) ? done.get(credit.reference)! : (before.get(credit.reference) ?? null);
      lines.push(lineOf(credit, { outcome: 'already_recorded', booking_reference: bookingReference }));
      continue;
    }
    const line = await importCredit(tx, deps, statement, credit, locked, audit);
    done.set(credit.reference, line.booking_reference);
    if (line.outcome === 'matched' || line.outcome === 'duplicate')
      settled.push({ id: lineId, status: line.outcome, bookingId: locked.get(credit.communication!)!.id });
    lines.push(line);
  }
  await statements.settleLines(tx, settled);
  return lines;
}

/** One newly claimed credit: recorded for the (locked) booking it names, or why it waits for staff. */
async function importCredit(
  tx: Db,
  deps: LedgerDeps,
  statement: statements.StatementRow,
  credit: StatementCredit,
  locked: Map<string, LockedBooking>,
  audit: AuditSink,
): Promise<StatementLine> {
  if (credit.reversal) return lineOf(credit, { outcome: 'unmatched', reason: 'reversal' });
  if (!credit.communication) return lineOf(credit, { outcome: 'unmatched', reason: 'no_communication' });
  const booking = locked.get(credit.communication);
  if (!booking) return lineOf(credit, { outcome: 'unmatched', reason: 'unknown_communication' });
  if (booking.currency !== credit.currency) return lineOf(credit, { outcome: 'unmatched', reason: 'currency' });

  const payment = await recordPayment(tx, deps, booking, {
    lineReference: credit.reference,
    amountMinor: credit.amountMinor,
    currency: credit.currency,
    bookedOn: credit.bookedOn,
    note: `Bank statement ${statement.statementId}`,
    recordedBy: null,
  });
  if (!payment.recorded) return lineOf(credit, { outcome: 'duplicate', booking_reference: booking.reference });
  // A later line of the same booking starts from the status this payment gave it.
  locked.set(credit.communication, { ...booking, status: payment.status });
  await audit(tx, paymentAudit(payment, credit.amountMinor, { statement: statement.statementId, line_reference: credit.reference }));
  return lineOf(credit, { outcome: 'matched', booking_reference: booking.reference, partial: payment.partial, over: payment.over });
}

export interface RecordedPayment extends Awaited<ReturnType<typeof recordEntry>> {
  /** Less than what the booking owed when it arrived. */
  partial: boolean;
  /** The booking is now paid beyond its total. */
  over: boolean;
}

/** A bank transfer recorded once per statement line, with whether it was short of or beyond what was owed. */
export async function recordPayment(
  tx: Db,
  deps: LedgerDeps,
  booking: LockedBooking,
  input: { lineReference: string; amountMinor: number; currency: string; bookedOn: string; note: string; recordedBy: number | null },
): Promise<RecordedPayment> {
  const recorded = await recordEntry(tx, deps, booking, {
    kind: 'payment',
    amountMinor: input.amountMinor,
    // The ledger refuses (409) a currency other than the booking's.
    currency: input.currency,
    method: 'bank_transfer',
    providerReference: input.lineReference,
    receivedOn: input.bookedOn,
    note: input.note,
    recordedBy: input.recordedBy,
  });
  const owed = standingOf(recorded.schedule, recorded.paidBeforeMinor, todayIn(deps.timeZone)).dueNowMinor;
  return {
    ...recorded,
    partial: recorded.recorded && input.amountMinor < owed,
    over: recorded.recorded && recorded.paidMinor > booking.totalMinor,
  };
}

/** The booking's audit entry for a transfer recorded from a statement line. */
export function paymentAudit(payment: RecordedPayment, amountMinor: number, source: Record<string, string>): AuditRecord {
  return {
    action: 'booking.payment',
    entityType: 'booking',
    entityId: payment.booking.uuid,
    before: { status: payment.booking.status, paid_minor: payment.paidBeforeMinor },
    after: {
      status: payment.status,
      paid_minor: payment.paidMinor,
      payment: { amount_minor: amountMinor, currency: payment.booking.currency, method: 'bank_transfer', ...source },
    },
  };
}
