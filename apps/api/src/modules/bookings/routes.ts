import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingConfirmation, bookingRequest, departureSchema } from '@safari/contracts/booking';
import { failureEnvelope, successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { ok } from '../../lib/envelope';
import { writeLimit } from '../../lib/write-limit';
import { notFound } from '../../lib/http-errors';
import { bookingDeps, bookPackage, listDepartures } from './service';

const idempotencyHeaders = z.object({
  /** Sent by the storefront once per booking form: a retry or a double click books once. */
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional(),
});

export async function bookingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/save_booking',
    {
      preHandler: app.identifyUser,
      config: writeLimit(app.config),
      schema: {
        tags: ['bookings'],
        summary: 'Book a package (SPEC §7): priced on the server; idempotent with an Idempotency-Key header',
        headers: idempotencyHeaders,
        body: bookingRequest,
        response: {
          201: successEnvelope(bookingConfirmation),
          400: failureEnvelope,
          404: failureEnvelope,
          409: failureEnvelope,
          422: failureEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { statusCode, answer } = await bookPackage(bookingDeps(app), request.body, {
        userId: request.auth?.user.id ?? null,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
      });
      return reply.code(201).send(ok(answer, 'Booking received', statusCode));
    },
  );

  r.get(
    '/trips/:id/departures',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Upcoming departures of a trip with the seats left',
        params: uuidParam,
        response: { 200: successEnvelope(z.object({ departures: z.array(departureSchema) })), 404: failureEnvelope },
      },
    },
    async (request, reply) => {
      const departures = await listDepartures(bookingDeps(app), request.params.id);
      if (!departures) throw notFound('Package not found');
      // Seats change with every booking: revalidate each time.
      reply.header('cache-control', 'no-cache');
      return ok({ departures });
    },
  );
}
