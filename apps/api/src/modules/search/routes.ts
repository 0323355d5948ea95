import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayIn } from '@safari/contracts/calendar';
import { failureEnvelope, successEnvelope } from '@safari/contracts/envelope';
import { API_MESSAGES, ERRORS } from '@safari/contracts/messages';
import { tripSearchData, tripSearchInput, type TripSearchInput } from '@safari/contracts/search';
import { ok } from '../../lib/envelope';
import { searchTrips } from './service';

export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: successEnvelope(tripSearchData), 400: failureEnvelope };

  const answer = async (input: TripSearchInput) => {
    const today = todayIn(app.config.OPERATOR_TIME_ZONE);
    const result = await searchTrips(app.database.db, app.readCache, input, { today });
    // No match is an answer, not an error: the storefront shows its own empty text.
    return ok(result, result.total === 0 ? ERRORS.search.noTrips : API_MESSAGES.tripsFound);
  };

  r.get(
    '/trips/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Home search: active trips visiting a location that take the party (at most 100), those that fit the dates first, each marked fits_dates',
        querystring: tripSearchInput,
        response,
      },
    },
    async (request, reply) => {
      const result = await answer(request.query);
      // After the answer: a refusal (check-in in the past) is not worth caching.
      reply.header('cache-control', 'public, max-age=60');
      return result;
    },
  );

  r.post(
    '/search_trip',
    {
      schema: {
        tags: ['search'],
        summary: 'The same search with the fields in a JSON body (SPEC §7 POST /search_trip)',
        body: tripSearchInput,
        response,
      },
    },
    async (request) => answer(request.body),
  );
}
