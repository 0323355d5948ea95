import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failureEnvelope, successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { tripDetailData, tripsListData, tripsListQuery } from '@safari/contracts/trip';
import { ok } from '../../lib/envelope';
import { sendShared } from '../../lib/shared-response';
import { TRIPS_CACHE, tripsCacheKey } from './cache';
import { getTripDetail, getTrips } from './service';

export async function tripRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Anonymous visitors share finished bytes (decision 0025); browsers and proxies keep them a minute.
  const shared = { cache: app.readCache, namespace: TRIPS_CACHE, cacheControl: 'public, max-age=60' };

  r.get(
    '/trips',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Trips as cards, newest first (the listing asks limit=100); destination=<slug or uuid> keeps the trips that visit it',
        querystring: tripsListQuery,
        response: { 200: successEnvelope(tripsListData), 400: failureEnvelope, 404: failureEnvelope },
      },
    },
    async (request, reply) => {
      const { limit, offset, destination } = request.query;
      const page = { limit, offset };
      const key = destination ? tripsCacheKey.visiting(destination.toLowerCase(), page) : tripsCacheKey.list(page);
      return sendShared(request, reply, { ...shared, key }, async () =>
        ok(await getTrips(app.database.db, app.readCache, page, destination), 'Trips retrieved successfully'),
      );
    },
  );

  const detail = {
    schema: {
      tags: ['catalogue'],
      summary: 'One trip with budgets, itinerary, categories and add-ons',
      params: uuidParam,
      response: { 200: successEnvelope(tripDetailData), 400: failureEnvelope, 404: failureEnvelope },
    },
  };
  // The original API read a trip with POST /trips/{id}; GET is the cacheable form we use.
  const detailOf = (id: string) => getTripDetail(app.database.db, app.readCache, id);
  r.get('/trips/:id', detail, async (request, reply) => {
    // Only a found trip is cacheable: a 404 must not outlive the trip's publication.
    const key = tripsCacheKey.detail(request.params.id);
    return sendShared(request, reply, { ...shared, key }, async () =>
      ok({ trip: await detailOf(request.params.id) }, 'Trip retrieved successfully'),
    );
  });
  r.post('/trips/:id', detail, async (request) => ok({ trip: await detailOf(request.params.id) }, 'Trip retrieved successfully'));
}
