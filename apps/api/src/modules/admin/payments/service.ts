import type { FastifyRequest } from 'fastify';
import { STATEMENT_MAX_BYTES, STATEMENT_MESSAGES } from '@safari/contracts/admin-payments';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-errors';
import type { LedgerDeps } from '../../payments/ledger';
import { importStatement } from '../../payments/statement-import';
import { listUnmatched, matchLine } from '../../payments/statement-matching';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';

// The back office's side of bank statements: the upload, and the audit log every import and
// every match by hand is written to (in the transaction of the change, by the payments module).

export { listUnmatched };
export { dueBookings, monthlyReport, receivedEntries } from '../../payments/overview';
export { monthlyReportCsv } from './report-csv';

/** The month a report is for: the one asked for, else the operator's current month. */
export const reportMonth = (month: string | undefined, today: string) => month ?? today.slice(0, 7);

const fileError = (status: number, message: string) => new HttpError(status, message, { file: message });

/** The one `file` part of a multipart request (the plugin stops reading at STATEMENT_MAX_BYTES). */
export async function readStatementUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileError(415, STATEMENT_MESSAGES.fileMissing);
  let upload: Buffer | null = null;
  let truncated = false;
  for await (const part of request.parts()) {
    if (part.type !== 'file' || part.fieldname !== 'file' || upload) {
      if (part.type === 'file') part.file.resume();
      continue;
    }
    upload = await part.toBuffer();
    truncated = part.file.truncated;
  }
  if (truncated || (upload && upload.length > STATEMENT_MAX_BYTES)) throw fileError(413, STATEMENT_MESSAGES.tooLarge);
  if (!upload || upload.length === 0) throw fileError(400, STATEMENT_MESSAGES.fileMissing);
  return upload;
}

export async function importBankStatement(db: Db, deps: LedgerDeps, actor: Actor, bytes: Buffer) {
  return importStatement(db, deps, { bytes, importedBy: actor.id }, (tx, record) => recordAudit(tx, actor, record));
}

export async function matchStatementLine(db: Db, deps: LedgerDeps, actor: Actor, uuid: string, bookingReference: string) {
  return matchLine(db, deps, { id: actor.id }, uuid, bookingReference, (tx, record) => recordAudit(tx, actor, record));
}
