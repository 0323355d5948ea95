import type { TripCard } from '@safari/contracts/trip';

/** '3 destinations · Safari': how many places the trip visits and what kind of trip it is. */
export function destinationLine(trip: Pick<TripCard, 'destination_count' | 'trip_type'>): string {
  const n = trip.destination_count;
  return `${n} ${n === 1 ? 'destination' : 'destinations'} · ${trip.trip_type.name}`;
}

export function durationText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** A trip's name as a URL slug ('6-Day Southern Circuit Safari: Ruaha & Nyerere' → '6-day-southern-circuit-safari-ruaha-nyerere'). */
export function tripSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
