import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failureEnvelope, successEnvelope } from '@safari/contracts/envelope';
import { customPackageInput, customPackageReceipt, tourBookingConfirmation, tourBookingInput, toursData } from '@safari/contracts/tours';
import { ok } from '../../lib/envelope';
import { writeLimit } from '../../lib/write-limit';
import { submitCustomPackage } from '../bookings/custom-package';
import { bookingDeps, bookStaticTour } from '../bookings/service';
import { loadTours } from './service';

// The static tours' catalogue is read here; booking one (and asking for a custom package) is
// the booking module's work.
export async function tourRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tours'];

  r.get(
    '/tours',
    {
      schema: {
        tags,
        summary: 'Static tours with their activities, and the season windows (SPEC §3 static entities)',
        response: { 200: successEnvelope(toursData) },
      },
    },
    async () => ok(await loadTours(app.database.db)),
  );

  r.post(
    '/book-tour',
    {
      preHandler: app.identifyUser,
      config: writeLimit(app.config),
      schema: {
        tags,
        summary: 'Book a static tour (/book/{tourId}); priced again on the server',
        body: tourBookingInput,
        response: { 201: successEnvelope(tourBookingConfirmation), 400: failureEnvelope, 404: failureEnvelope },
      },
    },
    async (request, reply) => {
      const confirmation = await bookStaticTour(bookingDeps(app), request.body, request.auth?.user.id ?? null);
      return reply.code(201).send(ok(confirmation, 'Booking received', 201));
    },
  );

  r.post(
    '/custom-package',
    {
      config: writeLimit(app.config),
      schema: {
        tags,
        summary: 'Send a custom package request (price type pending until quoted)',
        body: customPackageInput,
        response: { 201: successEnvelope(customPackageReceipt), 400: failureEnvelope },
      },
    },
    async (request, reply) => {
      const receipt = await submitCustomPackage(bookingDeps(app), request.body);
      return reply.code(201).send(ok(receipt, 'Custom package received', 201));
    },
  );
}
