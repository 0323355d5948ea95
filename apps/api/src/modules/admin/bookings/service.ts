import type { z } from 'zod';
import {
  BOOKING_ADMIN_MESSAGES,
  BOOKING_TRANSITIONS,
  type AdminBookingDetail,
  type ledgerEntryInput,
} from '@safari/contracts/admin-bookings';
import { todayIn } from '@safari/contracts/calendar';
import { decimalToMinor, type PaymentCurrency } from '@safari/contracts/payments/money';
import type { LedgerDeps } from '../../payments/ledger';
import { ledgerOf, recordEntryFor } from '../../payments/ledger';
import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/http-errors';
import { enqueueEmail } from '../../outbox/repository';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';
import { entityHistory } from '../audit/service';
import { pageOf } from '../paging';
import { bookingStatusEmail, type ManualStatus } from './emails';
import { toDetail, toRow } from './mappers';
import * as repo from './repository';

export async function listBookings(db: Db, f: repo.BookingFilters) {
  const { rows, total } = await repo.listBookings(db, f);
  return pageOf(rows.map(toRow), total, f);
}

/** A booking with its priced lines, its payments and what the back office changed. */
export async function getBookingDetail(db: Db, deps: LedgerDeps, uuid: string): Promise<AdminBookingDetail> {
  const found = await repo.findBookingDetail(db, uuid);
  if (!found) throw notFound(BOOKING_ADMIN_MESSAGES.notFound);
  const { row } = found;
  const [money, history] = await Promise.all([
    ledgerOf(db, deps, { id: row.id, currency: row.currencyCode, totalMinor: row.totalMinor, paymentReference: row.paymentReference }),
    entityHistory(db, 'booking', row.uuid),
  ]);
  return toDetail(found, money, history);
}

/**
 * A payment or refund staff record by hand (a transfer seen in the bank, cash at the office):
 * the ledger entry, the status it moves, the traveller's receipt and the audit entry commit
 * together.
 */
export async function recordLedgerEntry(db: Db, deps: LedgerDeps, actor: Actor, uuid: string, input: z.output<typeof ledgerEntryInput>) {
  if (input.received_on > todayIn(deps.timeZone))
    throw new HttpError(400, BOOKING_ADMIN_MESSAGES.futureDate, { received_on: BOOKING_ADMIN_MESSAGES.futureDate });
  await db.transaction(async (tx) => {
    const recorded = await recordEntryFor(tx, deps, { uuid }, (booking) => {
      const amountMinor = decimalToMinor(input.amount, booking.currency as PaymentCurrency);
      if (amountMinor === null) throw new HttpError(400, 'Enter an amount such as 1250.00');
      return {
        kind: input.kind,
        amountMinor,
        currency: booking.currency,
        method: input.method,
        receivedOn: input.received_on,
        note: input.note,
        recordedBy: actor.id,
      };
    });
    if (!recorded) throw notFound(BOOKING_ADMIN_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      action: `booking.${input.kind}`,
      entityType: 'booking',
      entityId: uuid,
      before: { status: recorded.booking.status, paid_minor: recorded.paidBeforeMinor },
      after: {
        status: recorded.status,
        paid_minor: recorded.paidMinor,
        amount: `${input.amount} ${recorded.booking.currency}`,
        method: input.method,
        received_on: input.received_on,
      },
    });
  });
}

/**
 * Marks a paid booking completed after the trip, or cancels a booking. One
 * transaction on the locked booking: the status, the seats a cancellation gives back to the
 * departure, the traveller's e-mail and the audit entry commit together.
 */
export async function changeBookingStatus(
  db: Db,
  actor: Actor,
  uuid: string,
  input: { status: ManualStatus; message?: string },
): Promise<{ seatsReleased: boolean }> {
  return db.transaction(async (tx) => {
    const found = await repo.lockBooking(tx, uuid);
    if (!found) throw notFound(BOOKING_ADMIN_MESSAGES.notFound);
    const { booking, itemName } = found;
    const to = input.status;
    if (!BOOKING_TRANSITIONS[booking.status].includes(to)) {
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
