import { BOOKING_ADMIN_MESSAGES, BOOKING_TRANSITIONS, type AdminBookingDetail, type BookingStatus } from '@safari/contracts/admin-bookings';
import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/http-errors';
import { enqueueEmail } from '../../outbox/repository';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';
import { entityHistory } from '../audit/service';
import { pageOf } from '../paging';
import { bookingStatusEmail } from './emails';
import { toDetail, toRow } from './mappers';
import * as repo from './repository';

export async function listBookings(db: Db, f: repo.BookingFilters) {
  const { rows, total } = await repo.listBookings(db, f);
  return pageOf(rows.map(toRow), total, f);
}

/** A booking with its priced lines and what the back office changed. */
export async function getBookingDetail(db: Db, uuid: string): Promise<AdminBookingDetail> {
  const found = await repo.findBookingDetail(db, uuid);
  if (!found) throw notFound(BOOKING_ADMIN_MESSAGES.notFound);
  return toDetail(found, await entityHistory(db, 'booking', found.row.uuid));
}

/**
 * Moves a booking along requested → confirmed → paid → completed, or cancels it. One
 * transaction on the locked booking: the status, the seats a cancellation gives back to the
 * departure, the traveller's e-mail and the audit entry commit together.
 */
export async function changeBookingStatus(
  db: Db,
  actor: Actor,
  uuid: string,
  input: { status: BookingStatus; message?: string },
): Promise<{ seatsReleased: boolean }> {
  return db.transaction(async (tx) => {
    const found = await repo.lockBooking(tx, uuid);
    if (!found) throw notFound(BOOKING_ADMIN_MESSAGES.notFound);
    const { booking, itemName } = found;
    const to = input.status;
    if (!BOOKING_TRANSITIONS[booking.status].includes(to) || to === 'requested') {
      throw new HttpError(409, BOOKING_ADMIN_MESSAGES.transition(booking.status, to));
    }
    await repo.setStatus(tx, booking.id, to);
    const seatsLeft =
      to === 'cancelled' && booking.departureId !== null ? await repo.releaseSeats(tx, booking.departureId, booking.guests) : null;
    await enqueueEmail(tx, {
      kind: `booking-${to}`,
      to: booking.email,
      ...bookingStatusEmail(to, {
        reference: booking.reference,
        name: `${booking.firstName} ${booking.lastName}`,
        itemName,
        startDate: booking.startDate,
        guests: booking.guests,
        totalUsd: Number(booking.totalPrice),
        message: input.message,
      }),
    });
    await recordAudit(tx, actor, {
      action: 'booking.status',
      entityType: 'booking',
      entityId: booking.uuid,
      before: { status: booking.status },
      after: {
        status: to,
        ...(input.message ? { message: input.message } : {}),
        ...(seatsLeft !== null ? { departure_seats_left: seatsLeft } : {}),
      },
    });
    return { seatsReleased: seatsLeft !== null };
  });
}
