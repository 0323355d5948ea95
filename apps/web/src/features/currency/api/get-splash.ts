import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@safari/contracts/constants';
import type { SplashData } from '@safari/contracts/currency';
import { apiData } from '../../../lib/api-client';

const getSplash = () => apiData<SplashData>('/splash');

/** SPEC §9: splash data cached 1 hour, retried once. */
export const splashQueryOptions = queryOptions({
  queryKey: ['splash'],
  queryFn: getSplash,
  staleTime: CACHE_MS.splash,
  retry: 1,
});

export const useSplash = () => useQuery(splashQueryOptions);
