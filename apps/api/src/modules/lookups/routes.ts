import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '@safari/contracts/envelope';
import { referenceData } from '@safari/contracts/reference';
import { ok } from '../../lib/envelope';
import { getReferenceData } from './service';

export async function lookupRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/lookups',
    {
      schema: {
        tags: ['reference'],
        summary: 'Reference lists: locations, countries, genders, searviceClasses (sic), trip categories, seasons, ageGroups, paymentModes',
        response: { 200: successEnvelope(referenceData) },
      },
    },
    async (_request, reply) => {
      const data = await getReferenceData(app.database.db, app.readCache);
      // These lists change with a deploy or an admin edit, not between page views.
      reply.header('cache-control', 'public, max-age=3600');
      return ok(data, 'Reference data retrieved successfully');
    },
  );
}
