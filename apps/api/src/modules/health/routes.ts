import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelope, successEnvelope } from '@safari/contracts/envelope';
import { API_MESSAGES } from '@safari/contracts/messages';
import { failure, PROTOCOL_MESSAGES } from '../../lib/failure';

const healthData = z.object({ database: z.enum(['up', 'down']), driver: z.enum(['pglite', 'postgres']) });

/**
 * The load balancer's check. Never rate limited (a balancer must never see 429). Answers 503
 * within HEALTH_CHECK_TIMEOUT_MS when the database hangs, and 503 from SIGTERM on, so the
 * balancer stops sending before the listener closes. Checks that arrive together share one
 * ping: hammering this route costs the database one query at a time.
 */
export async function healthRoutes(app: FastifyInstance) {
  let inFlight: Promise<void> | null = null;
  const ping = () => {
    inFlight ??= app.database.ping(app.config.HEALTH_CHECK_TIMEOUT_MS).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: successEnvelope(healthData), 503: failureEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.lifecycle.draining) {
        return reply.code(503).header('retry-after', '1').send(failure(503, PROTOCOL_MESSAGES.shuttingDown));
      }
      try {
        await ping();
        return { status: true as const, code: 200, message: 'OK', data: { database: 'up' as const, driver: app.database.kind } };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database did not answer');
        return reply.code(503).header('retry-after', '5').send(failure(503, API_MESSAGES.databaseUnavailable));
      }
    },
  );
}
