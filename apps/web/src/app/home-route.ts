import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lookupsQueryOptions } from '../features/reference/api/get-lookups';
import { testimonialsQueryOptions } from '../features/testimonials/api/get-testimonials';
import { latestTripsQueryOptions } from '../features/trips/api/get-trips';
import { showQuery } from '../lib/route-data';
import { PageError } from './route-error-page';

/** '/', the one page the first bundle knows by itself (create-router.ts); router.tsx lists it too. */
export const homeRoute = (queryClient: QueryClient): RouteObject => ({
  index: true,
  // What the page shows (decision 0038): the carousel's trips, the search form's places and,
  // further down, the testimonials. Requested alongside the page's code, not after it; only
  // the server waits for them (showQuery).
  loader: async () => {
    await Promise.all(
      [latestTripsQueryOptions, lookupsQueryOptions, testimonialsQueryOptions].map((options) => showQuery(queryClient, options as never)),
    );
    return null;
  },
  lazy: () => import('../routes/home-page').then((m) => ({ Component: m.HomePage })),
  ErrorBoundary: PageError,
});
