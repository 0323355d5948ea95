import type { BookingConfirmation, Departure } from '@safari/contracts/booking';
import type { ClimbReservation } from '@safari/contracts/climbs';
import type { CustomPackageReceipt, TourBookingConfirmation } from '@safari/contracts/tours';
import type { Booked, Traveller } from './facts';
import type { PackageQuote } from './package-pricing';
import type { StaticTourQuote } from './static-tour-pricing';
import type { ClimbQuote } from './climb-pricing';

// The booking module's rows and quotes become wire shapes here, and only here (the original API's field names).

export const packageConfirmation = (q: PackageQuote, booked: Booked, t: Traveller): BookingConfirmation => ({
  reference: booked.reference,
  customer_name: t.fullName,
  trip_name: q.title,
  total_price: q.total,
  currency_code: q.currency.code,
  currency_rate: q.currency.rate,
  start_date: q.startDate,
  guests: q.guests,
  season: q.season,
  service_class: q.serviceClassName,
  departure: q.departure ? { uuid: q.departure.uuid, seats_left: booked.seatsLeft ?? 0 } : null,
  payment: booked.payment,
});

export const staticTourConfirmation = (q: StaticTourQuote, booked: Booked): TourBookingConfirmation => ({
  reference: booked.reference,
  tour_title: q.title,
  travel_date: q.startDate,
  guests: q.guests,
  season: q.season,
  total_price: q.total,
  payment: booked.payment,
});

export const climbReservation = (q: ClimbQuote, booked: Booked): ClimbReservation => ({
  reference: booked.reference,
  route: q.route,
  start_date: q.startDate,
  seats: q.guests,
  seats_left: booked.seatsLeft ?? 0,
  total_price: q.total,
  payment: booked.payment,
});

export const departureView = (d: {
  uuid: string;
  startDate: string;
  seatsTotal: number;
  seatsLeft: number;
  pricePerPerson: number | null;
}): Departure => ({
  uuid: d.uuid,
  start_date: d.startDate,
  seats_total: d.seatsTotal,
  seats_left: d.seatsLeft,
  price_per_person: d.pricePerPerson,
});

export const customPackageReceipt = (
  row: { uuid: string; reference: string },
  p: { days: number; nights: number; total: number },
): CustomPackageReceipt => ({
  uuid: row.uuid,
  reference: row.reference,
  days: p.days,
  nights: p.nights,
  estimated_total: p.total,
  price_type: 'pending',
});
