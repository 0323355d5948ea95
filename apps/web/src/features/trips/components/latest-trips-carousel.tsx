import { useLatestTrips } from '../api/get-trips';
import { TripCarousel } from './trip-carousel';

/** The carousel of the latest trips, reading them from the cache its section already filled. */
export function LatestTripsCarousel() {
  const trips = useLatestTrips();
  return trips.data ? <TripCarousel trips={trips.data} /> : null;
}
