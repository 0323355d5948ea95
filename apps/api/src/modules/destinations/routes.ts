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
import { sendShared } from '../../lib/shared-response';
import { DESTINATIONS_CACHE, destinationsCacheKey } from './cache';
import { getDestination, getDestinations } from './service';

// The storefront caches destinations for an hour; shared caches may keep them as long.
// Set only once the answer is a success: a 404 or 503 must not be cached for an hour.
const CACHE_HEADER = 'public, max-age=3600';

export async function destinationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const destinationOf = (key: string) => getDestination(app.database.db, app.readCache, key);
  // Anonymous visitors share finished bytes (decision 0025).
  const shared = { cache: app.readCache, namespace: DESTINATIONS_CACHE, cacheControl: CACHE_HEADER };

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
    async (request, reply) =>
      sendShared(request, reply, { ...shared, key: destinationsCacheKey.list(request.query) }, async () =>
        ok(await getDestinations(app.database.db, app.readCache, request.query), 'Destinations retrieved successfully'),
      ),
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
    async (request, reply) =>
      sendShared(request, reply, { ...shared, key: destinationsCacheKey.detail(request.params.key) }, async () =>
        ok({ destination: await destinationOf(request.params.key) }, 'Destination retrieved successfully'),
      ),
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
