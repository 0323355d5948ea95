import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { TripCard, TripDetail } from '@safari/contracts/trip';
import { CurrencyProvider } from '../../currency/components/currency-provider';

/**
 * Renders a catalogue page as the app does: memory router, a fresh query client that does not
 * retry, and the real currency provider (its splash call is answered by stubFetch's handler).
 */
export function renderPage(element: ReactElement, { path = '/', url = '/' }: { path?: string; url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element }, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [url],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <RouterProvider router={router} />
      </CurrencyProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const ok = (data: unknown) => jsonResponse({ status: true, code: 200, message: 'OK', data });
export const failure = (status: number, message: string) => jsonResponse({ status: false, code: status, message }, status);

const SPLASH = {
  currencies: [{ id: 1, uuid: '10000000-0000-4000-8000-000000000001', name: 'US Dollar', code: 'USD', symbol: '$', rate: 1 }],
};

/**
 * Replaces fetch. /api/splash answers one currency (USD); every other request goes to the
 * handler, which may also throw to simulate a network failure.
 */
export function stubFetch(handler: (url: URL) => Response | Promise<Response>) {
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/splash') return ok(SPLASH);
    return handler(url);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

let sequence = 0;
export function makeTrip(overrides: Partial<TripCard> = {}): TripCard {
  sequence += 1;
  return {
    uuid: `00000000-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`,
    name: `Trip ${sequence}`,
    banner: `/media/trips/trip-${sequence}.svg`,
    description: '<p>Days on the plains &amp; nights under canvas.</p>',
    base_price: 1000 + sequence,
    first_budget_price: null,
    duration_days: 5,
    destination_count: 2,
    trip_type: { name: 'Cultural Tour' },
    trip_categories: [],
    created_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
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
    ...makeTrip({ name: 'Serengeti Migration Safari', trip_type: { name: 'Safari' } }),
    highlights: ['Big Five game drives', 'Sundowner on the kopjes'],
    max_guests: 12,
    budgets,
    trip_points: [
      { order: 2, title: 'Day 2: Serengeti', description: 'Full day of game drives.' },
      { order: 1, title: 'Day 1: Arusha', description: 'Arrival and briefing.' },
    ],
    trip_addons: [{ category: { id: 1, name: 'Park entry fees' } }],
    trip_not_addons: [{ category: { id: 2, name: 'International flights' } }],
    destinations: [],
    ...overrides,
  };
}
