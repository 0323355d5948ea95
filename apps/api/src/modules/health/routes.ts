import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelope, successEnvelope } from '@safari/contracts/envelope';
import { API_MESSAGES } from '@safari/contracts/messages';

const healthData = z.object({ database: z.enum(['up', 'down']), driver: z.enum(['pglite', 'postgres']) });

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: successEnvelope(healthData), 503: failureEnvelope },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: true as const, code: 200, message: 'OK', data: { database: 'up' as const, driver: app.database.kind } };
      } catch {
        return reply.code(503).send({ status: false, code: 503, message: API_MESSAGES.databaseUnavailable });
      }
    },
  );
}
