import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { successEnvelope } from '@safari/contracts/envelope';
import { splashData } from '@safari/contracts/currency';
import { currencies } from '../../db/schema/index';
import { ok } from '../../lib/envelope';

export async function splashRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/splash',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Start-up data: the currencies with their stored (fallback) rates',
        response: { 200: successEnvelope(splashData) },
      },
    },
    async (_request, reply) => {
      const rows = await app.database.db.select().from(currencies).orderBy(asc(currencies.sortOrder));
      reply.header('cache-control', 'public, max-age=300');
      return ok({
        currencies: rows.map((c) => ({
          id: c.id,
          uuid: c.uuid,
          name: c.name,
          code: c.code,
          symbol: c.symbol,
          rate: Number(c.fallbackRate),
        })),
      });
    },
  );
}
