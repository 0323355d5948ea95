import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { bookings, tours, trips } from '../../db/schema/index';

// What every payment query reads of a booking: its money, its traveller and the name of what
// was booked (a trip or a static tour), selected and joined the same way everywhere.

/** The trip's name or the tour's title. */
export const bookedItemName = sql<string>`coalesce(${trips.name}, ${tours.title}, '')`;

export const bookingMoneyColumns = {
  id: bookings.id,
  uuid: bookings.uuid,
  reference: bookings.reference,
  status: bookings.status,
  currency: bookings.currencyCode,
  totalMinor: bookings.totalMinor,
  paymentReference: bookings.paymentReference,
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  email: bookings.email,
  startDate: bookings.startDate,
  itemName: bookedItemName,
};

/** Joins what `bookedItemName` reads to a query over bookings. */
export const withBookedItem = <T extends PgSelect>(query: T) =>
  query.leftJoin(trips, eq(trips.id, bookings.tripId)).leftJoin(tours, eq(tours.id, bookings.tourId));
