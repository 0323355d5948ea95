import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '@safari/contracts/admin';
import {
  adminBookingDetail,
  adminBookingsPage,
  adminBookingsQuery,
  BOOKING_ADMIN_MESSAGES,
  bookingStatusInput,
  ledgerEntryInput,
} from '@safari/contracts/admin-bookings';
import { ledgerDeps } from '../../payments/bank-account';
import { successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { invalidateSeats } from '../../bookings/seats-cache';
import { actorOf, requireRole } from '../access';
import { adminFailures, adminWriteFailures } from '../responses';
import { changeBookingStatus, getBookingDetail, listBookings, recordLedgerEntry } from './service';

const tags = ['admin: bookings'];

/** Bookings: the list, a booking with its priced lines and history, and its status flow. */
export async function bookingAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  const db = app.database.db;
  const money = ledgerDeps(app.config);

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
    {
      schema: {
        tags,
        summary: 'One booking with its priced lines and what the back office changed',
        params: uuidParam,
        response: { 200: successEnvelope(adminBookingDetail), ...adminFailures },
      },
    },
    async (request) => ok(await getBookingDetail(db, money, request.params.id)),
  );
  r.put(
    '/bookings/:id/status',
    {
      schema: {
        tags,
        summary: 'Mark a paid booking completed, or cancel a booking (seats go back to the departure); e-mails the traveller',
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
      return ok(await getBookingDetail(db, money, request.params.id), ADMIN_MESSAGES.saved);
    },
  );
  r.post(
    '/bookings/:id/payments',
    {
      schema: {
        tags,
        summary:
          'Record a payment received or a refund made by hand (audited); the status follows the ledger and the traveller gets a receipt',
        params: uuidParam,
        body: ledgerEntryInput,
        response: { 200: successEnvelope(adminBookingDetail), ...adminWriteFailures },
      },
    },
    async (request) => {
      await recordLedgerEntry(db, money, actorOf(request), request.params.id, request.body);
      app.outbox.kick();
      const message = request.body.kind === 'payment' ? BOOKING_ADMIN_MESSAGES.paymentRecorded : BOOKING_ADMIN_MESSAGES.refundRecorded;
      return ok(await getBookingDetail(db, money, request.params.id), message);
    },
  );
}
