import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@safari/contracts/constants';
import type { TripCard } from '@safari/contracts/trip';
import { apiData } from '../../../lib/api-client';

/** GET /api/trips?limit=10&offset=0: the latest trips (newest first) for the carousel. */
export const getLatestTrips = () =>
  apiData<{ trips: TripCard[]; total: number }>('/trips', { query: { limit: LIMITS.carouselTrips, offset: 0 } }).then(
    (data) => data.trips,
  );

export const latestTripsQueryOptions = queryOptions({
  queryKey: ['trips', 'latest', LIMITS.carouselTrips],
  queryFn: getLatestTrips,
});

export const useLatestTrips = () => useQuery(latestTripsQueryOptions);
