import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscribersPage, subscribersQuery } from '@safari/contracts/admin-moderation';
import { todayIn } from '@safari/contracts/calendar';
import { successEnvelope } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { actorOf, requireRole } from '../access';
import { adminFailures } from '../responses';
import { exportConfirmedSubscribers, listSubscribers } from './service';

const tags = ['admin: newsletter'];

/** The newsletter's subscribers and the export of those who confirmed. */
export async function newsletterAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  const db = app.database.db;

  r.get(
    '/newsletter/subscribers',
    {
      schema: {
        tags,
        summary: 'Subscribers by status (confirmed by default), searched by e-mail',
        querystring: subscribersQuery,
        response: { 200: successEnvelope(subscribersPage), ...adminFailures },
      },
    },
    async (request) => ok(await listSubscribers(db, request.query)),
  );
  r.get(
    '/newsletter/subscribers.csv',
    {
      schema: {
        tags,
        summary: 'Confirmed subscribers as CSV (pending and unsubscribed addresses are never exported)',
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a byte-order mark'), ...adminFailures },
      },
    },
    async (request, reply) => {
      // Who took the list of addresses, and when, is in the audit log before the first row leaves.
      const stream = await exportConfirmedSubscribers(db, actorOf(request));
      const name = `newsletter-subscribers-${todayIn(app.config.OPERATOR_TIME_ZONE)}.csv`;
      // A stream is piped as it is (no serializer runs); the schema above documents its text.
      const csv = stream as unknown as string;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(csv);
    },
  );
}
