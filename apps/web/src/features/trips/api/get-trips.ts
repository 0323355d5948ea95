import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@safari/contracts/constants';
import { UI_LIMITS } from '../../../lib/ui-constants';
import type { TripCard } from '@safari/contracts/trip';
import { apiData } from '../../../lib/api-client';

export interface TripsPage {
  trips: TripCard[];
  total: number;
}

export interface TripsPageParams {
  limit: number;
  offset: number;
}

/** GET /api/trips?limit&offset: trip cards, newest first. */
const getTrips = ({ limit, offset }: TripsPageParams) => apiData<TripsPage>('/trips', { query: { limit, offset } });

/** One cache entry per page of GET /api/trips; every reader of the endpoint keys it here. */
const tripsQueryOptions = (page: TripsPageParams) =>
  queryOptions({
    queryKey: ['trips', 'list', page],
    queryFn: () => getTrips(page),
  });

/** The listing asks for 100 trips from offset 0 and filters them in the browser. */
export const listingTripsQueryOptions = tripsQueryOptions({ limit: UI_LIMITS.tripsPageSizeRequested, offset: 0 });

export const useListingTrips = () => useQuery(listingTripsQueryOptions);

/** The carousel's ten latest trips; the home route prefetches them. */
export const latestTripsQueryOptions = tripsQueryOptions({ limit: UI_LIMITS.carouselTrips, offset: 0 });

/** Only the cards are read; the page stays whole in the cache. */
export const useLatestTrips = () => useQuery({ ...latestTripsQueryOptions, select: (page) => page.trips });

/**
 * GET /api/trips?destination=<slug>: the trips whose itinerary visits one destination (the
 * destination pages' "Trips that visit …"), every one of them on one page.
 */
export const tripsVisitingQueryOptions = (destination: string) =>
  queryOptions({
    queryKey: ['trips', 'visiting', destination],
    queryFn: () => apiData<TripsPage>('/trips', { query: { destination, limit: LIMITS.maxPageSize, offset: 0 } }),
  });

export const useTripsVisiting = (destination: string) =>
  useQuery({ ...tripsVisitingQueryOptions(destination), select: (page) => page.trips });
