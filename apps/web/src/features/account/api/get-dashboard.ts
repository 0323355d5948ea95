import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardData } from '@safari/contracts/account';
import { CACHE_MS } from '../../../lib/ui-constants';
import { userDataKey } from '../../auth/utils/user-data';
import { userRequest } from '../../auth/utils/user-request';

/** GET /api/user/dashboard: profile, likes, ratings, cart, bookings and their counts. */
const getDashboard = () => userRequest<DashboardData>('/user/dashboard');

// The dashboard is cached 30 s. Under the traveller's scope, so every like, rating or
// cart change (which invalidates that scope) refreshes the figures shown here.
const dashboardQueryOptions = queryOptions({
  queryKey: userDataKey('dashboard'),
  queryFn: getDashboard,
  staleTime: CACHE_MS.dashboard,
});

export const useDashboard = () => useQuery(dashboardQueryOptions);
