import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferenceData } from '@safari/contracts/reference';
import { apiData } from '../../../lib/api-client';

/**
 * GET /api/lookups: every reference list a form fills its selects from (locations, countries,
 * genders, service classes, categories, seasons, age groups, payment modes), in one answer.
 */
const getLookups = () => apiData<ReferenceData>('/lookups');

// Reference lists change rarely: keep them for an hour like the splash data.
export const lookupsQueryOptions = queryOptions({
  queryKey: ['lookups'],
  queryFn: getLookups,
  staleTime: 60 * 60 * 1000,
});

/**
 * One reference list, e.g. useReferenceList('countries') for a register or booking form. Every
 * list reads the one cached answer (one request for a form that needs several); `select` only
 * picks the part the component shows.
 */
export const useReferenceList = <K extends keyof ReferenceData>(key: K) =>
  useQuery({ ...lookupsQueryOptions, select: (data) => data[key] });
