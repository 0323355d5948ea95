import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupClimb } from '@safari/contracts/climbs';
import { apiData } from '../../../lib/api-client';

/** GET /api/climbs: upcoming Kilimanjaro group climbs with the spots left, soonest first. */
const getClimbs = () => apiData<{ climbs: GroupClimb[] }>('/climbs').then((data) => data.climbs);

/** Seats change with every reservation, so the list is always re-read when the page opens. */
export const climbsQueryOptions = queryOptions({
  queryKey: ['climbs'],
  queryFn: getClimbs,
  staleTime: 0,
});

export const useClimbs = () => useQuery(climbsQueryOptions);
