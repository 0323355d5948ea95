import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuery, auditPage } from '@safari/contracts/admin';
import { successEnvelope } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { requireRole } from '../access';
import { adminFailures } from '../responses';
import { listAudit } from './service';

/** The audit log: every change made in the back office, newest first. Staff read it; nobody edits it. */
export async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  r.get(
    '/audit',
    {
      schema: {
        tags: ['admin: audit'],
        summary: 'The audit log (who, when, what, before → after), filtered by entity, action or staff member',
        querystring: auditListQuery,
        response: { 200: successEnvelope(auditPage), ...adminFailures },
      },
    },
    async (request) => ok(await listAudit(app.database.db, request.query)),
  );
}
