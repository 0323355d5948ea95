import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ToursData } from '@safari/contracts/tours';
import { apiData } from '../../../lib/api-client';

/** GET /api/tours: the static tours with their activities, and the season windows. */
const getTours = () => apiData<ToursData>('/tours');

// Tours and seasons change only when the operator edits them: an hour, like the other catalogue reads.
export const toursQueryOptions = queryOptions({
  queryKey: ['tours'],
  queryFn: getTours,
  staleTime: 60 * 60 * 1000,
});

export const useTours = () => useQuery(toursQueryOptions);
