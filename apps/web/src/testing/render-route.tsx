import type { ComponentType, ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/**
 * Renders a page as the app does: a memory router at `url`, and a fresh query client that does
 * not retry (so a failure shows at once). `routes` adds neighbouring routes a link may lead to;
 * `wrapper` adds providers around the router (e.g. the currency provider).
 */
export function renderRoute(
  element: ReactElement,
  {
    path = '/',
    url = '/',
    routes = [],
    wrapper: Wrapper,
  }: { path?: string; url?: string; routes?: RouteObject[]; wrapper?: ComponentType<{ children: ReactNode }> } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [url] });
  const app = <RouterProvider router={router} />;
  const view = render(<QueryClientProvider client={queryClient}>{Wrapper ? <Wrapper>{app}</Wrapper> : app}</QueryClientProvider>);
  return { ...view, router };
}

/**
 * Replaces fetch; the handler sees each request's URL and may throw to simulate a network
 * failure (the mock rejects, as fetch does). Returns the mock for assertions.
 */
export function stubFetch(handler: (url: URL) => Response | Promise<Response>) {
  const mock = vi.fn(async (input: RequestInfo | URL) => handler(new URL(String(input))));
  vi.stubGlobal('fetch', mock);
  return mock;
}
