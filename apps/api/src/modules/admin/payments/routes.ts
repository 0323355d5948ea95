import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  matchLineInput,
  matchLineResult,
  STATEMENT_MAX_BYTES,
  STATEMENT_MESSAGES,
  statementImportResult,
  unmatchedLinesPage,
  unmatchedLinesQuery,
} from '@safari/contracts/admin-payments';
import { failureEnvelope, successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { ledgerDeps } from '../../payments/bank-account';
import { actorOf, requireRole } from '../access';
import { adminFailures, adminWriteFailures } from '../responses';
import { importBankStatement, listUnmatched, matchStatementLine, readStatementUpload } from './service';

const tags = ['admin: payments'];

/** Bank statements (camt.053) imported into the ledger, and the credits staff match by hand. */
export async function paymentAdminRoutes(app: FastifyInstance) {
  // One file per request; its size is checked while it streams in, never after.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  const db = app.database.db;
  const money = ledgerDeps(app.config);

  r.post(
    '/payments/bank-statements',
    {
      schema: {
        tags,
        summary:
          'Import a camt.053 bank statement (multipart field "file", XML up to 10 MB): credits whose structured communication names a booking are recorded as its payments, once per bank reference; the rest wait to be matched by hand',
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(statementImportResult), ...adminWriteFailures, 413: failureEnvelope, 415: failureEnvelope },
      },
    },
    async (request) => {
      const bytes = await readStatementUpload(request);
      const { result, nothingNew } = await importBankStatement(db, money, actorOf(request), bytes);
      app.outbox.kick();
      return ok(
        result,
        nothingNew ? STATEMENT_MESSAGES.nothingNew : STATEMENT_MESSAGES.imported(result.counts.matched, result.counts.unmatched),
      );
    },
  );
  r.get(
    '/payments/unmatched',
    {
      schema: {
        tags,
        summary: 'Statement credits no booking claimed, to match by hand: searched by remittance, debtor or bank reference',
        querystring: unmatchedLinesQuery,
        response: { 200: successEnvelope(unmatchedLinesPage), ...adminFailures },
      },
    },
    async (request) => ok(await listUnmatched(db, request.query)),
  );
  r.post(
    '/payments/unmatched/:id/match',
    {
      schema: {
        tags,
        summary:
          'Record an unmatched statement credit as the payment of the booking named (its reference or structured communication), once',
        params: uuidParam,
        body: matchLineInput,
        response: { 200: successEnvelope(matchLineResult), ...adminWriteFailures },
      },
    },
    async (request) => {
      const result = await matchStatementLine(db, money, actorOf(request), request.params.id, request.body.booking_reference);
      app.outbox.kick();
      return ok(result, STATEMENT_MESSAGES.matched);
    },
  );
}
