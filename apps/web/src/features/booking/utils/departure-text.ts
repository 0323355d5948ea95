import type { Departure } from '@safari/contracts/booking';

/** '4 of 8 seats left', '1 seat left' or 'Sold out'. */
export function seatsText(d: Pick<Departure, 'seats_left' | 'seats_total'>): string {
  if (d.seats_left <= 0) return 'Sold out';
  return `${d.seats_left} of ${d.seats_total} ${d.seats_total === 1 ? 'seat' : 'seats'} left`;
}
