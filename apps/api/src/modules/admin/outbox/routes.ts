import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@safari/contracts/admin';
import { adminEmailDetail, adminEmailRow, emailsPage, emailsQuery, OUTBOX_ADMIN_MESSAGES } from '@safari/contracts/admin-moderation';
import { successEnvelope } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { actorOf, requireRole } from '../access';
import { adminFailures, adminWriteFailures } from '../responses';
import { getEmail, listEmails, resendEmail } from './service';

const tags = ['admin: e-mail'];

/** The e-mail outbox: what went out, what is waiting, what failed and why; send a failed one again. */
export async function outboxAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  const db = app.database.db;

  r.get(
    '/emails',
    {
      schema: {
        tags,
        summary: 'E-mails with status, attempts and last error; by status, kind, retrying; searched',
        querystring: emailsQuery,
        response: { 200: successEnvelope(emailsPage), ...adminFailures },
      },
    },
    async (request) => ok(await listEmails(db, request.query)),
  );
  r.get(
    '/emails/:id',
    {
      schema: {
        tags,
        summary: 'One e-mail with its text',
        params: idParam,
        response: { 200: successEnvelope(adminEmailDetail), ...adminFailures },
      },
    },
    async (request) => ok(await getEmail(db, request.params.id)),
  );
  r.post(
    '/emails/:id/resend',
    {
      schema: {
        tags,
        summary: 'Send a failed e-mail again (back to pending, due now)',
        params: idParam,
        response: { 200: successEnvelope(adminEmailRow), ...adminWriteFailures },
      },
    },
    async (request) => {
      const queued = await resendEmail(db, actorOf(request), request.params.id);
      app.outbox.kick();
      return ok(queued, OUTBOX_ADMIN_MESSAGES.resent);
    },
  );
}
