import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayIn } from '@safari/contracts/calendar';
import { successEnvelope } from '@safari/contracts/envelope';
import { siteStatusData } from '@safari/contracts/site';
import { API_MESSAGES } from '@safari/contracts/messages';

/**
 * The site-wide maintenance flag (SPEC §2). The storefront asks /api/status on start and
 * shows its 'under maintenance' page; while the flag is on, the rest of the API answers 503.
 */
export const maintenancePlugin = fp(async (app: FastifyInstance) => {
  const on = app.config.MAINTENANCE_MODE;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/status',
    {
      schema: {
        tags: ['system'],
        summary: "Site status for the storefront: maintenance flag and the operator's calendar",
        response: { 200: successEnvelope(siteStatusData) },
      },
    },
    async (_request, reply) => {
      // The date changes at the operator's midnight: a short cache keeps it right.
      reply.header('cache-control', 'no-cache');
      const zone = app.config.OPERATOR_TIME_ZONE;
      return {
        status: true as const,
        code: 200,
        message: 'OK',
        data: { maintenance: on, operator_time_zone: zone, today: todayIn(zone) },
      };
    },
  );
  if (!on) return;
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith('/api') || url.startsWith('/api/status') || url.startsWith('/api/health')) return;
    return reply
      .code(503)
      .header('retry-after', '3600')
      .send({ status: false, code: 503, message: API_MESSAGES.maintenance });
  });
});
