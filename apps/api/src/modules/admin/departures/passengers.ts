import { DEPARTURE_ADMIN_MESSAGES } from '@safari/contracts/admin-bookings';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import { CSV_START, csvFileName, csvRow } from '../csv';
import { findDepartureWithTrip, listPassengers } from './repository';

const HEADER = ['Reference', 'First name', 'Last name', 'E-mail', 'Phone', 'Country', 'Guests', 'Class', 'Status', 'Note', 'Booked at'];

/** The departure's passenger list: one bounded query (a departure has at most 500 seats). */
export async function passengerListCsv(db: Db, departureUuid: string) {
  const found = await findDepartureWithTrip(db, departureUuid);
  if (!found) throw notFound(DEPARTURE_ADMIN_MESSAGES.notFound);
  const rows = await listPassengers(db, found.departure.id);
  const body =
    CSV_START +
    csvRow(HEADER) +
    rows
      .map((p) =>
        csvRow([
          p.reference,
          p.firstName,
          p.lastName,
          p.email,
          p.phone,
          p.country,
          p.guests,
          p.serviceClass,
          p.status,
          p.note,
          p.createdAt.toISOString(),
        ]),
      )
      .join('');
  return { name: csvFileName(`passengers-${found.tripName}-${found.departure.startDate}`), body };
}
