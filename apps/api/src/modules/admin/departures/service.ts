import { DEPARTURE_ADMIN_MESSAGES, type AdminDeparture } from '@safari/contracts/admin-bookings';
import { addDays } from '@safari/contracts/calendar';
import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/http-errors';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';
import { pageOf } from '../paging';
import { isUniqueViolation } from '../unique-violation';
import { toDeparture } from './mappers';
import * as repo from './repository';

const snapshot = (d: repo.DepartureRow) => ({
  start_date: d.startDate,
  seats_total: d.seatsTotal,
  seats_left: d.seatsLeft,
  price_per_person: d.pricePerPerson,
  status: d.status,
});

/** A trip's departures with seats sold and left. */
export async function listDepartures(db: Db, tripUuid: string, f: repo.DepartureFilters) {
  const trip = await repo.findTrip(db, tripUuid);
  if (!trip) throw notFound(DEPARTURE_ADMIN_MESSAGES.tripNotFound);
  const { rows, total } = await repo.listDepartures(db, trip.id, f);
  return pageOf(
    rows.map((d) => toDeparture(d, trip.uuid)),
    total,
    f,
  );
}

/** Opens a departure with all its seats free. Travellers can book it from the next request on. */
export async function createDeparture(
  db: Db,
  actor: Actor,
  tripUuid: string,
  input: { start_date: string; seats_total: number; price_per_person: number | null },
  today: string,
): Promise<AdminDeparture> {
  const trip = await repo.findTrip(db, tripUuid);
  if (!trip) throw notFound(DEPARTURE_ADMIN_MESSAGES.tripNotFound);
  if (input.start_date < addDays(today, 1))
    throw new HttpError(422, DEPARTURE_ADMIN_MESSAGES.datePast, { start_date: DEPARTURE_ADMIN_MESSAGES.datePast });
  return db.transaction(async (tx) => {
    const row = await repo.insertDeparture(tx, {
      tripId: trip.id,
      startDate: input.start_date,
      seatsTotal: input.seats_total,
      pricePerPerson: input.price_per_person,
    });
    if (!row) throw new HttpError(409, DEPARTURE_ADMIN_MESSAGES.dateTaken, { start_date: DEPARTURE_ADMIN_MESSAGES.dateTaken });
    await recordAudit(tx, actor, {
      action: 'departure.create',
      entityType: 'departure',
      entityId: row.uuid,
      after: { trip: trip.uuid, ...snapshot(row) },
    });
    return toDeparture(row, trip.uuid);
  });
}

export interface DepartureChange {
  start_date?: string;
  seats_total?: number;
  price_per_person?: number | null;
  status?: 'scheduled' | 'closed';
}

/**
 * Edits a departure on its locked row: seats cannot fall below those sold, and the date of a
 * departure travellers are booked on does not move under them (close it, open another).
 */
export async function updateDeparture(db: Db, actor: Actor, uuid: string, change: DepartureChange, today: string): Promise<AdminDeparture> {
  return db.transaction(async (tx) => {
    const found = await repo.lockDeparture(tx, uuid);
    if (!found) throw notFound(DEPARTURE_ADMIN_MESSAGES.notFound);
    const before = found.departure;
    if (before.status === 'cancelled') throw new HttpError(409, DEPARTURE_ADMIN_MESSAGES.cancelled);
    const sold = before.seatsTotal - before.seatsLeft;
    if (change.seats_total !== undefined && change.seats_total < sold) {
      const message = DEPARTURE_ADMIN_MESSAGES.seatsBelowSold(sold);
      throw new HttpError(422, message, { seats_total: message });
    }
    if (change.start_date !== undefined && change.start_date !== before.startDate) {
      if (sold > 0) throw new HttpError(409, DEPARTURE_ADMIN_MESSAGES.dateWithBookings);
      if (change.start_date < addDays(today, 1))
        throw new HttpError(422, DEPARTURE_ADMIN_MESSAGES.datePast, { start_date: DEPARTURE_ADMIN_MESSAGES.datePast });
    }
    let after: repo.DepartureRow;
    try {
      after = await repo.updateDeparture(tx, before.id, {
        startDate: change.start_date,
        seatsTotal: change.seats_total,
        pricePerPerson: change.price_per_person,
        status: change.status,
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new HttpError(409, DEPARTURE_ADMIN_MESSAGES.dateTaken, { start_date: DEPARTURE_ADMIN_MESSAGES.dateTaken });
      }
      throw error;
    }
    await recordAudit(tx, actor, {
      action: 'departure.update',
      entityType: 'departure',
      entityId: uuid,
      before: snapshot(before),
      after: snapshot(after),
    });
    return toDeparture(after, found.tripUuid);
  });
}
