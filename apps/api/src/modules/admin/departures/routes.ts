import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MESSAGES } from '@safari/contracts/admin';
import {
  adminDepartureSchema,
  adminDeparturesPage,
  adminDeparturesQuery,
  departureCreateInput,
  departureUpdateInput,
} from '@safari/contracts/admin-bookings';
import { todayIn } from '@safari/contracts/calendar';
import { successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { invalidateSeats } from '../../bookings/seats-cache';
import { actorOf, requireRole } from '../access';
import { adminFailures, adminWriteFailures } from '../responses';
import { passengerListCsv } from './passengers';
import { createDeparture, listDepartures, updateDeparture } from './service';

const tags = ['admin: departures'];
const departure = successEnvelope(adminDepartureSchema);

/** Group departures of a trip: open, edit, close; seats sold and left; the passenger list. */
export async function departureAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  const db = app.database.db;
  const today = () => todayIn(app.config.OPERATOR_TIME_ZONE);
  // After the commit: a package or Kilimanjaro page in the HTML cache lists the departures
  // with their dates, seats and prices, and would keep the old ones.
  const changed = () => invalidateSeats(app.readCache);

  r.get(
    '/trips/:id/departures',
    {
      schema: {
        tags,
        summary: "A trip's departures (upcoming by default) with seats sold and left",
        params: uuidParam,
        querystring: adminDeparturesQuery,
        response: { 200: successEnvelope(adminDeparturesPage), ...adminFailures },
      },
    },
    async (request) => ok(await listDepartures(db, request.params.id, { ...request.query, today: today() })),
  );
  r.post(
    '/trips/:id/departures',
    {
      schema: {
        tags,
        summary: 'Open a departure with its seats',
        params: uuidParam,
        body: departureCreateInput,
        response: { 201: departure, ...adminWriteFailures },
      },
    },
    async (request, reply) => {
      const created = await createDeparture(db, actorOf(request), request.params.id, request.body, today());
      await changed();
      return reply.code(201).send(ok(created, ADMIN_MESSAGES.saved, 201));
    },
  );
  r.patch(
    '/departures/:id',
    {
      schema: {
        tags,
        summary: 'Change date (none booked yet), seats (not below those sold), price, or close / reopen sales',
        params: uuidParam,
        body: departureUpdateInput,
        response: { 200: departure, ...adminWriteFailures },
      },
    },
    async (request) => {
      const updated = await updateDeparture(db, actorOf(request), request.params.id, request.body, today());
      await changed();
      return ok(updated, ADMIN_MESSAGES.saved);
    },
  );
  r.get(
    '/departures/:id/passengers.csv',
    {
      schema: {
        tags,
        summary: 'Passenger list of a departure as CSV (cells that could run as spreadsheet formulas are escaped)',
        params: uuidParam,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a byte-order mark'), ...adminFailures },
      },
    },
    async (request, reply) => {
      const file = await passengerListCsv(db, request.params.id);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.name}"`).send(file.body);
    },
  );
}
