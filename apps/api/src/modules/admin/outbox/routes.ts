import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@safari/contracts/admin';
import { adminEmailDetail, adminEmailRow, emailsPage, emailsQuery, OUTBOX_ADMIN_MESSAGES } from '@safari/contracts/admin-moderation';
import { successEnvelope } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { HttpError, notFound } from '../../../lib/http-errors';
import { actorOf, requireRole } from '../access';
import { recordAudit } from '../audit/repository';
import { adminFailures, adminWriteFailures } from '../responses';
import { findEmail, listEmails, requeueFailed, toRow } from './repository';

const tags = ['admin: e-mail'];

/** The e-mail outbox: what went out, what is waiting, what failed and why; send a failed one again. */
export async function outboxAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  const db = app.database.db;

  r.get(
    '/emails',
    { schema: { tags, summary: 'E-mails with status, attempts and last error; by status, kind, retrying; searched', querystring: emailsQuery, response: { 200: successEnvelope(emailsPage), ...adminFailures } } },
    async (request) => ok(await listEmails(db, request.query)),
  );
  r.get(
    '/emails/:id',
    { schema: { tags, summary: 'One e-mail with its text', params: idParam, response: { 200: successEnvelope(adminEmailDetail), ...adminFailures } } },
    async (request) => {
      const row = await findEmail(db, request.params.id);
      if (!row) throw notFound(OUTBOX_ADMIN_MESSAGES.notFound);
      return ok({ ...toRow(row), text: row.text });
    },
  );
  r.post(
    '/emails/:id/resend',
    { schema: { tags, summary: 'Send a failed e-mail again (back to pending, due now)', params: idParam, response: { 200: successEnvelope(adminEmailRow), ...adminWriteFailures } } },
    async (request) => {
      const { id } = request.params;
      const queued = await db.transaction(async (tx) => {
        const row = await requeueFailed(tx, id);
        if (!row) {
          if (!(await findEmail(tx, id))) throw notFound(OUTBOX_ADMIN_MESSAGES.notFound);
          throw new HttpError(409, OUTBOX_ADMIN_MESSAGES.onlyFailed);
        }
        await recordAudit(tx, actorOf(request), { action: 'email.resend', entityType: 'email', entityId: id, before: { status: 'failed' }, after: { status: 'pending', attempts: 0 } });
        return row;
      });
      app.outbox.kick();
      return ok(toRow(queued), OUTBOX_ADMIN_MESSAGES.resent);
    },
  );
}
