import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { TripCard } from '@safari/contracts/trip';
import { CurrencyProvider } from '../../currency/components/currency-provider';

/** Renders a piece of the home page as the app does: router, non-retrying queries, currency. */
export function renderHome(element: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/packages/:uuid', element: <p>Package page</p> },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <RouterProvider router={router} />
      </CurrencyProvider>
    </QueryClientProvider>,
  );
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const ok = (data: unknown) => jsonResponse({ status: true, code: 200, message: 'OK', data });
export const failure = (status: number, message: string) => jsonResponse({ status: false, code: status, message }, status);

const SPLASH = {
  currencies: [{ id: 1, uuid: '10000000-0000-4000-8000-000000000001', name: 'US Dollar', code: 'USD', symbol: '$', rate: 1 }],
};

export const LOCATIONS = [
  { id: 7, name: 'Serengeti' },
  { id: 9, name: 'Stone Town' },
];

/**
 * Replaces fetch with a handler keyed by path. /api/splash (currencies) and /api/lookups
 * (locations) answer by default; a handler may throw to simulate a network failure.
 */
export function stubApi(handlers: Record<string, (url: URL) => Response | Promise<Response>>) {
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const handler = handlers[url.pathname];
    if (handler) return handler(url);
    if (url.pathname === '/api/splash') return ok(SPLASH);
    if (url.pathname === '/api/lookups') return ok({ locations: LOCATIONS });
    return failure(404, 'Not found');
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
    base_price: 1000,
    first_budget_price: null,
    duration_days: 5,
    destination_count: 2,
    trip_type: { name: 'Safari' },
    trip_categories: [],
    created_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
