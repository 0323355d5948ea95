import { STATEMENT_MESSAGES, type MatchLineResult, type UnmatchedLine } from '@safari/contracts/admin-payments';
import { parseStructuredCommunication, formatStructuredCommunication } from '@safari/contracts/payments/bank-transfer';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import type { LedgerDeps } from './ledger';
import { lockBookingMoney } from './repository';
import { paymentAudit, recordPayment, type AuditSink } from './statement-import';
import * as statements from './statement-repository';

// The credits no booking claimed at import (no structured communication, a mistyped one, another
// currency), listed for staff, who record one as a booking's payment by naming the booking.

const toUnmatched = (row: statements.LineListRow): UnmatchedLine => ({
  uuid: row.uuid,
  line_reference: row.lineReference,
  statement_id: row.statementId,
  account_iban: row.accountIban,
  amount_minor: row.amountMinor,
  currency: row.currency,
  booked_on: row.bookedOn,
  remittance: row.remittance,
  debtor_name: row.debtorName,
  communication: row.communication ? formatStructuredCommunication(row.communication) : null,
  imported_at: new Date(row.importedAt).toISOString(),
});

export async function listUnmatched(db: Db, f: statements.UnmatchedFilters) {
  const { rows, total } = await statements.listUnmatchedLines(db, f);
  return { items: rows.map(toUnmatched), total, limit: f.limit, offset: f.offset };
}

/**
 * Records an unmatched line as a payment of the booking `bookingReference` names (its reference
 * or its structured communication), once: the line, the ledger entry, the status, the receipt
 * and the audit entry commit together, and a second match of the line is refused.
 */
export async function matchLine(
  db: Db,
  deps: LedgerDeps,
  staff: { id: number | null },
  uuid: string,
  bookingReference: string,
  audit: AuditSink,
): Promise<MatchLineResult> {
  return db.transaction(async (tx) => {
    const line = await statements.lockLine(tx, uuid);
    if (!line) throw notFound(STATEMENT_MESSAGES.lineNotFound);
    if (line.status !== 'unmatched') throw new HttpError(409, STATEMENT_MESSAGES.lineMatched);
    const communication = parseStructuredCommunication(bookingReference);
    const bookingId = await statements.findBookingId(
      tx,
      communication ? { paymentReference: communication } : { reference: bookingReference },
    );
    const booking = bookingId === undefined ? undefined : await lockBookingMoney(tx, { id: bookingId });
    if (!booking) {
      throw new HttpError(422, STATEMENT_MESSAGES.bookingNotFound, { booking_reference: STATEMENT_MESSAGES.bookingNotFound });
    }
    // A booking paid in another currency is refused by the ledger (409, naming its currency).
    const payment = await recordPayment(tx, deps, booking, {
      lineReference: line.lineReference,
      amountMinor: line.amountMinor,
      currency: line.currency,
      bookedOn: line.bookedOn,
      note: `Bank statement ${line.statementId}, matched by hand`,
      recordedBy: staff.id,
    });
    if (!payment.recorded) throw new HttpError(409, STATEMENT_MESSAGES.alreadyInLedger);
    await statements.settleLine(tx, line.id, { status: 'matched', bookingId: booking.id, matchedBy: staff.id, manual: true });
    await audit(tx, paymentAudit(payment, line.amountMinor, { statement: line.statementId, line_reference: line.lineReference }));
    return {
      line: { ...toUnmatched(line), status: 'matched' },
      booking: {
        uuid: booking.uuid,
        reference: booking.reference,
        status: payment.status,
        paid_minor: payment.paidMinor,
        total_minor: booking.totalMinor,
      },
      partial: payment.partial,
      over: payment.over,
    };
  });
}
