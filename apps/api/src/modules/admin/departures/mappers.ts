import type { AdminDeparture } from '@safari/contracts/admin-bookings';
import { iso } from '../paging';
import type { DepartureRow } from './repository';

export const toDeparture = (d: DepartureRow, tripUuid: string): AdminDeparture => ({
  uuid: d.uuid,
  trip_uuid: tripUuid,
  start_date: d.startDate,
  seats_total: d.seatsTotal,
  seats_left: d.seatsLeft,
  seats_sold: d.seatsTotal - d.seatsLeft,
  price_per_person: d.pricePerPerson === null ? null : Number(d.pricePerPerson),
  status: d.status,
  created_at: iso(d.createdAt),
});
