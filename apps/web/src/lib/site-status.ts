import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
// A type only: the schema module imports zod, which must stay out of the first bundle.
import type { SiteStatus } from '@safari/contracts/site';
import { apiData } from './api-client';

/** GET /api/status: the maintenance flag and the operator's today (the date rules' reference). */
const getSiteStatus = () => apiData<SiteStatus>('/status');

export const siteStatusQueryOptions = queryOptions({
  queryKey: ['site-status'],
  queryFn: getSiteStatus,
  // If the check itself fails the storefront stays usable: only a clear "on" shows the page.
  retry: false,
  staleTime: 5 * 60 * 1000,
  refetchOnWindowFocus: true,
});

export const useSiteStatus = () => useQuery(siteStatusQueryOptions);

/**
 * Today in the operator's calendar as yyyy-MM-dd: the day every "not in the past" and "from
 * tomorrow" rule of a form counts from, so the browser refuses exactly what the API refuses,
 * wherever the visitor is. The zone comes from /api/status; until it answers (or if it
 * fails) the default zone, which is the server's own default too.
 */
export function useOperatorToday(): string {
  const { data } = useSiteStatus();
  return todayIn(data?.operator_time_zone ?? DEFAULT_OPERATOR_TIME_ZONE);
}
