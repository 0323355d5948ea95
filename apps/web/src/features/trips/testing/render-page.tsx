import type { ReactElement } from 'react';
import type { TripDetail } from '@safari/contracts/trip';
import { ok, SPLASH_USD } from '../../../testing/api-responses';
import { makeTripCard } from '../../../testing/factories';
import { renderRoute, stubFetch as stubEveryFetch } from '../../../testing/render-route';
import { CurrencyProvider } from '../../currency/components/currency-provider';

/**
 * Renders a catalogue page as the app does, with the real currency provider (its splash call is
 * answered by stubFetch); any other path shows 'Elsewhere', so a navigation can be asserted.
 */
export function renderPage(element: ReactElement, { path = '/', url = '/' }: { path?: string; url?: string } = {}) {
  return renderRoute(element, { path, url, routes: [{ path: '*', element: <p>Elsewhere</p> }], wrapper: CurrencyProvider });
}

/**
 * Replaces fetch. /api/splash answers one currency (USD); every other request goes to the
 * handler, which may also throw to simulate a network failure.
 */
export function stubFetch(handler: (url: URL) => Response | Promise<Response>) {
  return stubEveryFetch((url) => (url.pathname === '/api/splash' ? ok(SPLASH_USD) : handler(url)));
}

export function makeTripDetail(overrides: Partial<TripDetail> = {}): TripDetail {
  const budgets: TripDetail['budgets'] = [];
  for (const season of ['High Season', 'Low Season']) {
    for (const [classId, className] of [
      [1, 'Budget'],
      [3, 'Luxury'],
    ] as const) {
      for (const quantity of [2, 4, 6]) {
        const price = (season === 'High Season' ? 2000 : 1500) + classId * 500 - quantity * 50;
        budgets.push({ price, quantity, season: { name: season }, service_class: { id: classId, name: className } });
      }
    }
  }
  return {
    ...makeTripCard({ name: 'Serengeti Migration Safari', trip_type: { name: 'Safari' } }),
    highlights: ['Big Five game drives', 'Sundowner on the kopjes'],
    max_guests: 12,
    budgets,
    trip_points: [
      { order: 2, title: 'Day 2: Serengeti', description: 'Full day of game drives.' },
      { order: 1, title: 'Day 1: Arusha', description: 'Arrival and briefing.' },
    ],
    trip_addons: [{ category: { id: 1, name: 'Park entry fees' } }],
    trip_not_addons: [{ category: { id: 2, name: 'International flights' } }],
    payment_terms: { deposit_percent: 30, balance_days_before: 60 },
    destinations: [],
    ...overrides,
  };
}
