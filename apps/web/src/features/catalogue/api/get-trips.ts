import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@safari/contracts/constants';
import type { TripCard } from '@safari/contracts/trip';
import { apiData } from '../../../lib/api-client';

export interface TripsPage {
  trips: TripCard[];
  total: number;
}

/** SPEC §7: the listing asks for 100 trips from offset 0 and filters them in the browser. */
export const getTrips = ({ limit, offset }: { limit: number; offset: number }) =>
  apiData<TripsPage>('/trips', { query: { limit, offset } });

export const listingTripsQueryOptions = queryOptions({
  queryKey: ['trips', { limit: LIMITS.tripsPageSizeRequested, offset: 0 }],
  queryFn: () => getTrips({ limit: LIMITS.tripsPageSizeRequested, offset: 0 }),
});

export const useListingTrips = () => useQuery(listingTripsQueryOptions);
