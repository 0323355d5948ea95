import type { ReactElement } from 'react';
import { DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import type { SiteStatus } from '@safari/contracts/site';
import type { TripCard } from '@safari/contracts/trip';
import { failure, ok, SPLASH_USD } from '../../../testing/api-responses';
import { makeTripCard } from '../../../testing/factories';
import { renderRoute, stubFetch } from '../../../testing/render-route';
import { CurrencyProvider } from '../../currency/components/currency-provider';

/** Renders a trips component as the app does: router, non-retrying queries, currency. */
export function renderTrips(element: ReactElement) {
  return renderRoute(element, {
    routes: [{ path: '/packages/:uuid', element: <p>Package page</p> }],
    wrapper: CurrencyProvider,
  });
}

const LOCATIONS = [
  { id: 7, name: 'Serengeti' },
  { id: 9, name: 'Stone Town' },
];

/** GET /api/status as the API answers it, in the operator's zone (default Dar es Salaam). */
export const siteStatus = (zone = DEFAULT_OPERATOR_TIME_ZONE): SiteStatus => ({
  maintenance: false,
  operator_time_zone: zone,
  today: todayIn(zone),
});

/**
 * Replaces fetch with a handler keyed by path. /api/splash (currencies), /api/lookups
 * (locations) and /api/status answer by default; a handler may throw to simulate a network failure.
 */
export function stubApi(handlers: Record<string, (url: URL) => Response | Promise<Response>>) {
  return stubFetch((url) => {
    const handler = handlers[url.pathname];
    if (handler) return handler(url);
    if (url.pathname === '/api/splash') return ok(SPLASH_USD);
    if (url.pathname === '/api/lookups') return ok({ locations: LOCATIONS });
    if (url.pathname === '/api/status') return ok(siteStatus());
    return failure(404, 'Not found');
  });
}

/** A carousel trip: a 'Safari' at a flat 1000 dollars, so prices in assertions are predictable. */
export function makeTrip(overrides: Partial<TripCard> = {}): TripCard {
  return makeTripCard({ base_price: 1000, trip_type: { name: 'Safari' }, ...overrides });
}
