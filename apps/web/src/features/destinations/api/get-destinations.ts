import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS, UI_LIMITS } from '../../../lib/ui-constants';
import type { DestinationSummary } from '@safari/contracts/destination';
import { apiData } from '../../../lib/api-client';

interface DestinationsList {
  destinations: DestinationSummary[];
  total: number;
}

export interface DestinationsPage {
  limit?: number;
  offset?: number;
}

const getDestinations = ({ limit = UI_LIMITS.destinationsPageLimit, offset = 0 }: DestinationsPage = {}) =>
  apiData<DestinationsList>('/destinations', { query: { limit, offset } });

/** The destinations list is cached for 1 hour. */
export const destinationsQueryOptions = (page: DestinationsPage = {}) => {
  const limit = page.limit ?? UI_LIMITS.destinationsPageLimit;
  const offset = page.offset ?? 0;
  return queryOptions({
    queryKey: ['destinations', { limit, offset }],
    queryFn: () => getDestinations({ limit, offset }),
    staleTime: CACHE_MS.destinations,
  });
};

export const useDestinations = (page?: DestinationsPage) => useQuery(destinationsQueryOptions(page));
