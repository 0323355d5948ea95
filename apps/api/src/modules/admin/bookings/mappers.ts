import type { AdminBookingDetail, AdminBookingRow } from '@safari/contracts/admin-bookings';
import { iso } from '../paging';
import type { BookingDetailRows, BookingListRow } from './repository';

export const toRow = (r: BookingListRow): AdminBookingRow => ({
  uuid: r.uuid,
  reference: r.reference,
  kind: r.kind,
  item_name: r.itemName,
  traveller: `${r.firstName} ${r.lastName}`,
  email: r.email,
  guests: r.guests,
  start_date: r.startDate,
  total_price: Number(r.totalPrice),
  status: r.status,
  departure_uuid: r.departureUuid,
  created_at: iso(r.createdAt),
});

export const toDetail = (
  { row, lines }: BookingDetailRows,
  money: Pick<AdminBookingDetail, 'payment' | 'ledger'>,
  history: AdminBookingDetail['history'],
): AdminBookingDetail => ({
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
  lines: lines.map((l) => ({
    description: l.description,
    quantity: l.quantity,
    unit_price: Number(l.unitPrice),
    amount: Number(l.amount),
  })),
  updated_at: row.updatedAt.toISOString(),
  payment: money.payment,
  ledger: money.ledger,
  history,
});
