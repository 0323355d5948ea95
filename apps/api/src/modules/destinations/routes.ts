import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '@safari/contracts/constants';
import { failureEnvelope, pagingQuery, successEnvelope } from '@safari/contracts/envelope';
import {
  destinationBySlugData,
  destinationDetailData,
  destinationKeyParam,
  destinationsListData,
  slugParam,
} from '@safari/contracts/destination';
import { ok } from '../../lib/envelope';
import { getDestination, getDestinations } from './service';

// SPEC §9 caches destinations for an hour on the client; shared caches may keep them as long.
// Set only once the answer is a success: a 404 or 503 must not be cached for an hour.
const CACHE_HEADER = 'public, max-age=3600';

export async function destinationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const destinationOf = (key: string) => getDestination(app.database.db, app.readCache, key);

  r.get(
    '/destinations',
    {
      schema: {
        tags: ['destinations'],
        summary: 'Destinations in catalogue order, inactive ones included and flagged with is_active',
        querystring: pagingQuery(LIMITS.destinationsDefaultLimit, LIMITS.maxPageSize),
        response: { 200: successEnvelope(destinationsListData), 400: failureEnvelope },
      },
    },
    async (request, reply) => {
      const page = await getDestinations(app.database.db, app.readCache, request.query);
      reply.header('cache-control', CACHE_HEADER);
      return ok(page, 'Destinations retrieved successfully');
    },
  );

  r.get(
    '/destinations/:key',
    {
      schema: {
        tags: ['destinations'],
        summary: 'One destination by slug or uuid, with facts, activities, categories, location and region',
        params: destinationKeyParam,
        response: { 200: successEnvelope(destinationDetailData), 400: failureEnvelope, 404: failureEnvelope },
      },
    },
    async (request, reply) => {
      const destination = await destinationOf(request.params.key);
      reply.header('cache-control', CACHE_HEADER);
      return ok({ destination }, 'Destination retrieved successfully');
    },
  );

  r.post(
    '/destinations/:slug',
    {
      schema: {
        tags: ['destinations'],
        summary: 'SPEC §7 form of the detail: data.destinations is the one destination (slug or uuid)',
        params: slugParam,
        response: { 200: successEnvelope(destinationBySlugData), 400: failureEnvelope, 404: failureEnvelope },
      },
    },
    async (request) => {
      const destination = await destinationOf(request.params.slug);
      return ok({ destinations: destination }, 'Destination retrieved successfully');
    },
  );
}
