import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../lib/api-client';

/** GET /api/status: the site-wide maintenance flag (SPEC §2). */
export interface SiteStatus {
  maintenance: boolean;
}

export const getSiteStatus = () => apiData<SiteStatus>('/status');

export const siteStatusQueryOptions = queryOptions({
  queryKey: ['site-status'],
  queryFn: getSiteStatus,
  // If the check itself fails the storefront stays usable: only a clear "on" shows the page.
  retry: false,
  staleTime: 5 * 60 * 1000,
  refetchOnWindowFocus: true,
});

export const useSiteStatus = () => useQuery(siteStatusQueryOptions);
