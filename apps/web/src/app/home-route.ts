import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { latestTripsQueryOptions } from '../features/trips/api/get-trips';

/** '/', the one page the first bundle knows by itself (create-router.ts); router.tsx lists it too. */
export const homeRoute = (queryClient: QueryClient): RouteObject => ({
  index: true,
  // The carousel's trips are requested alongside the page's code rather than after it
  // (GUIDE: route loaders prefetch with the query client). Not awaited: the page renders
  // at once and shows its skeleton until they arrive.
  loader: () => {
    void queryClient.prefetchQuery(latestTripsQueryOptions);
    return null;
  },
  lazy: () => import('../routes/home-page').then((m) => ({ Component: m.HomePage })),
});
