import type { TripCard } from '@safari/contracts/trip';

/** '3 destinations · Safari': how many places the trip visits and what kind of trip it is. */
export function destinationLine(trip: Pick<TripCard, 'destination_count' | 'trip_type'>): string {
  const n = trip.destination_count;
  return `${n} ${n === 1 ? 'destination' : 'destinations'} · ${trip.trip_type.name}`;
}

export function durationText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
