import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '@safari/contracts/admin';
import { adminBookingDetail, adminBookingsPage, adminBookingsQuery, BOOKING_ADMIN_MESSAGES, bookingStatusInput, type AdminBookingDetail } from '@safari/contracts/admin-bookings';
import { successEnvelope, uuidParam } from '@safari/contracts/envelope';
import type { Db } from '../../../db/client';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/http-errors';
import { invalidateSeats } from '../../bookings/seats-cache';
import { actorOf, requireRole } from '../access';
import { entityHistory } from '../audit/repository';
import { adminFailures, adminWriteFailures } from '../responses';
import { findBookingDetail, listBookings, toRow } from './repository';
import { changeBookingStatus } from './service';

const tags = ['admin: bookings'];

async function loadDetail(db: Db, uuid: string): Promise<AdminBookingDetail> {
  const found = await findBookingDetail(db, uuid);
  if (!found) throw notFound(BOOKING_ADMIN_MESSAGES.notFound);
  const { row, lines } = found;
  return {
    ...toRow(row),
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    country: row.country,
    service_class: row.serviceClass,
    season: row.season,
    seat_tier: row.seatTier,
    currency_code: row.currencyCode,
    currency_rate: Number(row.currencyRate),
    note: row.note,
    lines: lines.map((l) => ({ description: l.description, quantity: l.quantity, unit_price: Number(l.unitPrice), amount: Number(l.amount) })),
    updated_at: row.updatedAt.toISOString(),
    history: await entityHistory(db, 'booking', row.uuid),
  };
}

/** Bookings: the list, a booking with its priced lines and history, and its status flow. */
export async function bookingAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  const db = app.database.db;

  r.get(
    '/bookings',
    {
      schema: {
        tags,
        summary: 'Bookings: by status, kind, trip, departure and start dates, searched by reference, name or e-mail',
        querystring: adminBookingsQuery,
        response: { 200: successEnvelope(adminBookingsPage), ...adminFailures },
      },
    },
    async (request) => ok(await listBookings(db, request.query)),
  );
  r.get(
    '/bookings/:id',
    { schema: { tags, summary: 'One booking with its priced lines and what the back office changed', params: uuidParam, response: { 200: successEnvelope(adminBookingDetail), ...adminFailures } } },
    async (request) => ok(await loadDetail(db, request.params.id)),
  );
  r.put(
    '/bookings/:id/status',
    {
      schema: {
        tags,
        summary: 'requested → confirmed → paid → completed, or cancelled (seats go back to the departure); e-mails the traveller',
        params: uuidParam,
        body: bookingStatusInput,
        response: { 200: successEnvelope(adminBookingDetail), ...adminWriteFailures },
      },
    },
    async (request) => {
      const { seatsReleased } = await changeBookingStatus(db, actorOf(request), request.params.id, request.body);
      app.outbox.kick();
      // After the commit: cached pages still show the departure without the seats given back.
      if (seatsReleased) await invalidateSeats(app.readCache);
      return ok(await loadDetail(db, request.params.id), ADMIN_MESSAGES.saved);
    },
  );
}
