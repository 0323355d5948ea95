import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Departure } from '@safari/contracts/booking';
import { apiData } from '../../../lib/api-client';

/** GET /api/trips/{uuid}/departures: upcoming group departures with the seats left. */
const getDepartures = async (tripUuid: string) =>
  (await apiData<{ departures?: Departure[] }>(`/trips/${encodeURIComponent(tripUuid)}/departures`)).departures ?? [];

// Seats change with every booking: always stale, so each visit asks again (the API says no-cache).
export const departuresQueryOptions = (tripUuid: string) =>
  queryOptions({
    queryKey: ['departures', tripUuid],
    queryFn: () => getDepartures(tripUuid),
    staleTime: 0,
  });

export const useDepartures = (tripUuid: string) => useQuery(departuresQueryOptions(tripUuid));
