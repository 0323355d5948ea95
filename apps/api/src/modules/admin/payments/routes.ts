import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dueBookingsPage,
  dueBookingsQuery,
  matchLineInput,
  matchLineResult,
  monthlyReportQuery,
  monthlyReportSchema,
  receivedEntriesPage,
  receivedEntriesQuery,
  STATEMENT_MAX_BYTES,
  STATEMENT_MESSAGES,
  statementImportResult,
  unmatchedLinesPage,
  unmatchedLinesQuery,
} from '@safari/contracts/admin-payments';
import { todayIn } from '@safari/contracts/calendar';
import { failureEnvelope, successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { ledgerDeps } from '../../payments/bank-account';
import { actorOf, requireRole } from '../access';
import { adminFailures, adminWriteFailures } from '../responses';
import {
  dueBookings,
  importBankStatement,
  listUnmatched,
  matchStatementLine,
  monthlyReport,
  monthlyReportCsv,
  readStatementUpload,
  receivedEntries,
  reportMonth,
} from './service';

const tags = ['admin: payments'];

/**
 * Bank statements (camt.053) imported into the ledger, the credits staff match by hand, and the
 * money across bookings: what is due, what was received, a month in figures.
 */
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
  const today = () => todayIn(app.config.OPERATOR_TIME_ZONE);

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

  r.get(
    '/payments/due',
    {
      schema: {
        tags,
        summary:
          "Open bookings (awaiting deposit, deposit paid) with what they owe now and by when: overdue first (due before the operator's today), then by due date",
        querystring: dueBookingsQuery,
        response: { 200: successEnvelope(dueBookingsPage), ...adminFailures },
      },
    },
    async (request) => ok(await dueBookings(db, request.query, today())),
  );
  r.get(
    '/payments/received',
    {
      schema: {
        tags,
        summary:
          'Payments and refunds in the ledger (by the day received, from/to inclusive), newest first, with their booking, traveller and method, and the totals per currency',
        querystring: receivedEntriesQuery,
        response: { 200: successEnvelope(receivedEntriesPage), ...adminFailures },
      },
    },
    async (request) => ok(await receivedEntries(db, request.query)),
  );
  r.get(
    '/payments/report',
    {
      schema: {
        tags,
        summary:
          "A month in figures (the operator's current month by default): per currency, received (payments minus refunds) and due (instalments falling due, unpaid); departures starting then, seats sold of seats offered",
        querystring: monthlyReportQuery,
        response: { 200: successEnvelope(monthlyReportSchema), ...adminFailures },
      },
    },
    async (request) => ok(await monthlyReport(db, reportMonth(request.query.month, today()))),
  );
  r.get(
    '/payments/report.csv',
    {
      schema: {
        tags,
        summary: 'The monthly report as CSV (cells that could run as spreadsheet formulas are escaped)',
        querystring: monthlyReportQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a byte-order mark'), ...adminFailures },
      },
    },
    async (request, reply) => {
      const file = await monthlyReportCsv(db, reportMonth(request.query.month, today()));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.name}"`).send(file.body);
    },
  );
}
