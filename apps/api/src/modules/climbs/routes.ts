import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { climbReservation, climbReservationInput, groupClimbsData } from '@safari/contracts/climbs';
import { failureEnvelope, successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { ok } from '../../lib/envelope';
import { writeLimit } from '../../lib/write-limit';
import { bookingDeps, reserveClimb } from '../bookings/service';
import { listClimbs } from './service';

// The climbs are read here; 'Reserve Spot' is a booking of the climb's departure (modules/bookings).
export async function climbRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['kilimanjaro'];
  r.get(
    '/climbs',
    {
      schema: {
        tags,
        summary: 'Upcoming Kilimanjaro group climbs with the spots left',
        response: { 200: successEnvelope(groupClimbsData) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok({ climbs: await listClimbs(app.database.db, app.config.OPERATOR_TIME_ZONE) });
    },
  );
  r.post(
    '/climbs/:id/reserve',
    {
      preHandler: app.identifyUser,
      config: writeLimit(app.config),
      schema: {
        tags,
        summary: "'Reserve Spot': take spots on a group climb without overbooking",
        params: uuidParam,
        body: climbReservationInput,
        response: { 201: successEnvelope(climbReservation), 400: failureEnvelope, 404: failureEnvelope, 409: failureEnvelope },
      },
    },
    async (request, reply) => {
      const result = await reserveClimb(bookingDeps(app), request.params.id, request.body, request.auth?.user.id ?? null);
      return reply.code(201).send(ok(result, 'Spot reserved', 201));
    },
  );
}
