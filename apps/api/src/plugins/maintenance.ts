import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayIn } from '@safari/contracts/calendar';
import { successEnvelope } from '@safari/contracts/envelope';
import { siteStatusData } from '@safari/contracts/site';
import { API_MESSAGES } from '@safari/contracts/messages';
import { failure } from '../lib/failure';
import { isApiPath, isApiRoute } from '../lib/request-path';

/**
 * The site-wide maintenance flag (`MAINTENANCE_MODE`). The storefront asks /api/status on start and
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
    if (!closedForMaintenance(request)) return;
    return reply.code(503).header('retry-after', '3600').send(failure(503, API_MESSAGES.maintenance));
  });
});

/** Routes that keep answering: the flag itself, and the load balancer's health check. */
const OPEN_ROUTES = new Set(['/api/status', '/api/health']);

/**
 * Decided by the route the request matched (the router has decoded `/%61pi/trips` to the
 * `/api/trips` route by now), never by the raw URL. A request no route matched, or one the
 * storefront's catch-all caught, is judged by the path it names (`/%41PI/trips`, `//api/x`).
 * The storefront's pages stay up: they show the maintenance page.
 */
function closedForMaintenance(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && isApiRoute(route)) return !OPEN_ROUTES.has(route);
  return isApiPath(request.url);
}
