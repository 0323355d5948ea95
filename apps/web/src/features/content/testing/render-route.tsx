import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Faq } from '@safari/contracts/content';

/** Renders a page inside a memory router and a fresh query client that does not retry. */
export function renderRoute(element: ReactElement, { path = '/', url = '/' }: { path?: string; url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const ok = (data: unknown) => jsonResponse({ status: true, code: 200, message: 'OK', data });
export const failure = (status: number, message: string) => jsonResponse({ status: false, code: status, message }, status);

/** Replaces fetch; the handler sees each request's URL. Returns the mock for assertions. */
export function stubFetch(handler: (url: URL) => Response | Promise<Response>) {
  const mock = vi.fn((input: RequestInfo | URL) => Promise.resolve(handler(new URL(String(input)))));
  vi.stubGlobal('fetch', mock);
  return mock;
}

let sequence = 0;
export function makeFaq(overrides: Partial<Faq> = {}): Faq {
  sequence += 1;
  return {
    uuid: `00000000-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`,
    question: `Question ${sequence}?`,
    answer: `Answer ${sequence}.`,
    status: true,
    order: sequence,
    category: { name: 'Safari' },
    ...overrides,
  };
}
