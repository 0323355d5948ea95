import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripDetail } from '@safari/contracts/trip';
import { ApiError, apiData } from '../../../lib/api-client';

const getTrip = (uuid: string) => apiData<{ trip: TripDetail }>(`/trips/${encodeURIComponent(uuid)}`);

/** A 4xx answer (unknown or malformed uuid) will not change on a second try; other failures get one retry. */
const retryUnlessClientError = (failureCount: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1;

export const tripQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['trips', 'detail', uuid],
    queryFn: async () => (await getTrip(uuid)).trip,
    retry: retryUnlessClientError,
  });

export const useTrip = (uuid: string, enabled: boolean) => useQuery({ ...tripQueryOptions(uuid), enabled });
