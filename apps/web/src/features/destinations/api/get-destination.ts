import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '../../../lib/ui-constants';
import type { DestinationDetail } from '@safari/contracts/destination';
import { ApiError, apiData } from '../../../lib/api-client';

/** The API accepts a slug ('lake-manyara') or a uuid in the same path segment. */
const getDestination = (slugOrUuid: string) =>
  apiData<{ destination: DestinationDetail }>(`/destinations/${encodeURIComponent(slugOrUuid)}`).then((data) => data.destination);

/**
 * Cached one hour, retried once. A 4xx (unknown destination) is an answer, not
 * a hiccup, so it is not retried: the visitor sees the error at once.
 */
export const destinationQueryOptions = (slugOrUuid: string) =>
  queryOptions({
    queryKey: ['destination', slugOrUuid],
    queryFn: () => getDestination(slugOrUuid),
    staleTime: CACHE_MS.destinationDetail,
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });

export const useDestination = (slugOrUuid: string) => useQuery(destinationQueryOptions(slugOrUuid));
