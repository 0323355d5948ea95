import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferenceData } from '@safari/contracts/reference';
import { apiData } from '../../../lib/api-client';

/** GET /api/lookups: reference lists; the home search reads `locations`. */
export const getLookups = () => apiData<ReferenceData>('/lookups');

// Reference lists change rarely: keep them for an hour like the splash data.
export const lookupsQueryOptions = queryOptions({
  queryKey: ['lookups'],
  queryFn: getLookups,
  staleTime: 60 * 60 * 1000,
});

export const useLookups = () => useQuery(lookupsQueryOptions);
