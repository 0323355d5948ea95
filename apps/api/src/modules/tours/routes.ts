import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failureEnvelope, successEnvelope } from '@safari/contracts/envelope';
import { customPackageInput, customPackageReceipt, tourBookingConfirmation, tourBookingInput, toursData } from '@safari/contracts/tours';
import { ok } from '../../lib/envelope';
import { writeLimit } from '../../lib/write-limit';
import { bookTour, loadTours, submitCustomPackage } from './service';

export async function tourRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tours'];
  const deps = () => ({ db: app.database.db, timeZone: app.config.OPERATOR_TIME_ZONE, operatorEmail: app.config.OPERATOR_EMAIL });

  r.get('/tours', { schema: { tags, summary: 'Static tours with their activities, and the season windows (SPEC §3 static entities)', response: { 200: successEnvelope(toursData) } } }, async () =>
    ok(await loadTours(app.database.db)),
  );

  r.post(
    '/book-tour',
    {
      preHandler: app.identifyUser,
      config: writeLimit(app.config),
      schema: { tags, summary: 'Book a static tour (/book/{tourId}); priced again on the server', body: tourBookingInput, response: { 201: successEnvelope(tourBookingConfirmation), 400: failureEnvelope, 404: failureEnvelope } },
    },
    async (request, reply) => {
      const confirmation = await bookTour(deps(), request.body, request.auth?.user.id ?? null);
      app.outbox.kick();
      return reply.code(201).send(ok(confirmation, 'Booking received', 201));
    },
  );

  r.post(
    '/custom-package',
    {
      config: writeLimit(app.config),
      schema: { tags, summary: 'Send a custom package request (price type pending until quoted)', body: customPackageInput, response: { 201: successEnvelope(customPackageReceipt), 400: failureEnvelope } },
    },
    async (request, reply) => {
      const receipt = await submitCustomPackage(deps(), request.body);
      app.outbox.kick();
      return reply.code(201).send(ok(receipt, 'Custom package received', 201));
    },
  );
}
