import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '@safari/contracts/messages';
import { AppProviders } from '../providers';
import { createQueryClient } from '../query-client';
import { RouteErrorPage } from '../route-error-page';
import { RootLayout } from './root-layout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Our API as the layout sees it: the maintenance flag and the currency list. */
function stubApi({ maintenance, statusFails = false }: { maintenance: boolean; statusFails?: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/status')) {
        return statusFails
          ? json({ status: false, code: 500, message: 'Down' }, 500)
          : json({ status: true, code: 200, message: 'OK', data: { maintenance } });
      }
      if (url.includes('/api/splash')) {
        return json({
          status: true,
          code: 200,
          message: 'OK',
          data: {
            currencies: [{ id: 1, uuid: '00000000-0000-4000-8000-000000000001', name: 'US Dollar', code: 'USD', symbol: '$', rate: 1 }],
          },
        });
      }
      return json({ status: false, code: 404, message: 'Not found' }, 404);
    }),
  );
}

function renderApp(children: RouteObject[]) {
  const router = createMemoryRouter([{ path: '/', Component: RootLayout, ErrorBoundary: RouteErrorPage, children }], {
    initialEntries: ['/'],
  });
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const home: RouteObject[] = [{ index: true, element: <h1>Welcome home</h1> }];

describe('RootLayout', () => {
  it('wraps the page in the header, main landmark and footer', async () => {
    stubApi({ maintenance: false });
    renderApp(home);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'Welcome home' })).toBeTruthy();
    expect(main.id).toBe('main');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
  });

  it('frames routes whose handle asks for the admin chrome without the storefront header, footer and WhatsApp button', async () => {
    stubApi({ maintenance: false });
    renderApp([{ index: true, handle: { clientOnly: true, chrome: 'admin' }, element: <h1>Back office home</h1> }]);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'Back office home' })).toBeTruthy();
    expect(main.id).toBe('main');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('link', { name: 'View the site' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('shows the maintenance page instead of the site when /api/status says so', async () => {
    stubApi({ maintenance: true });
    renderApp(home);
    expect(await screen.findByRole('heading', { level: 1, name: 'We are under maintenance' })).toBeTruthy();
    expect(screen.getByText(API_MESSAGES.maintenance)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome home' })).toBeNull();
    // Travellers can still reach both offices.
    expect(screen.getAllByRole('link', { name: /WhatsApp/ })).toHaveLength(2);
  });

  it('keeps the site usable when the status check itself fails', async () => {
    stubApi({ maintenance: false, statusFails: true });
    renderApp(home);
    expect(await screen.findByRole('heading', { name: 'Welcome home' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(API_MESSAGES.maintenance)).toBeNull();
  });

  it('shows render errors inside the site chrome', async () => {
    stubApi({ maintenance: false });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('The itinerary could not be drawn');
    }
    renderApp([{ index: true, Component: Broken }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('The itinerary could not be drawn')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
