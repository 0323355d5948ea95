import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '../../../lib/ui-constants';
import type { SplashData } from '@safari/contracts/currency';
import { apiData } from '../../../lib/api-client';

const getSplash = () => apiData<SplashData>('/splash');

/** Splash data (the currencies and their stored rates) is cached 1 hour, retried once. */
export const splashQueryOptions = queryOptions({
  queryKey: ['splash'],
  queryFn: getSplash,
  staleTime: CACHE_MS.splash,
  retry: 1,
});

export const useSplash = () => useQuery(splashQueryOptions);
