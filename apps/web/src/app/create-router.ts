import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, data, matchRoutes, type RouteObject } from 'react-router';
import { DEFAULT_CURRENCY_CODE } from '@safari/contracts/constants';
import { liveRatesQueryOptions } from '../features/currency/api/get-exchange-rates';
import { splashQueryOptions } from '../features/currency/api/get-splash';
import { siteStatusQueryOptions } from '../lib/site-status';
import { homeRoute } from './home-route';
import { RootLayout } from './layout/root-layout';
import { MAINTENANCE, RouteErrorPage } from './route-error-page';

const ROOT_ID = 'root';
// What a visitor does first (move the pointer, touch, type, scroll) starts loading the route
// table, so it is there by the time they follow a link.
const FIRST_MOVES = ['pointermove', 'pointerdown', 'keydown', 'scroll'] as const;

/** The shell's root route around the pages: the same on the server (entry-server.tsx) and here. */
export const rootRoute = (queryClient: QueryClient, children: RouteObject[]): RouteObject => ({
  id: ROOT_ID,
  path: '/',
  loader: rootLoader(queryClient),
  Component: RootLayout,
  ErrorBoundary: RouteErrorPage,
  children,
});

/**
 * The root route's loader (decision 0038): the site's status and the currencies every page's
 * header shows. Neither may break a page (the storefront works without them), so they are
 * fetched, never thrown; but a site in maintenance answers 503 with the maintenance page.
 */
const rootLoader = (queryClient: QueryClient) => async () => {
  const [, splash] = await Promise.all([
    queryClient.prefetchQuery(siteStatusQueryOptions),
    queryClient.fetchQuery(splashQueryOptions).catch(() => null),
  ]);
  // The prices' rates, for the currency a page is rendered in (the visitor's own choice is
  // only known in the browser, which refreshes them there).
  if (splash) await queryClient.prefetchQuery(liveRatesQueryOptions(splash.currencies, DEFAULT_CURRENCY_CODE));
  if (queryClient.getQueryData(siteStatusQueryOptions.queryKey)?.maintenance) throw data(MAINTENANCE, { status: 503 });
  return null;
};

/**
 * The browser's router. The first bundle holds the shell and the home page's route only; the
 * rest of the route table (router.tsx: every other page, with the list of chunks each one
 * preloads) is discovered on the first navigation away from '/' through
 * `patchRoutesOnNavigation`, as framework mode's lazy route discovery does. A fresh visit to
 * '/' never downloads it (decision 0021: the home page's JavaScript budget).
 *
 * `hydrating`: the page came server-rendered (decision 0029). The route modules of the page
 * on screen load before hydration, so the first client render is the server's markup.
 */
export async function createRouter(queryClient: QueryClient, { hydrating = false } = {}) {
  let table: Promise<RouteObject[]> | undefined;
  const loadTable = () =>
    (table ??= import('./router')
      .then((m) => m.pageRoutes(queryClient))
      .catch((error: unknown) => {
        table = undefined; // a failed download (offline) is tried again on the next navigation
        throw error;
      }));
  const preload = () => void loadTable().catch(() => undefined);
  for (const type of FIRST_MOVES) window.addEventListener(type, preload, { passive: true, once: true });

  const atHome = window.location.pathname === '/';
  const routes = [rootRoute(queryClient, hydrating && !atHome ? await loadTable() : [homeRoute(queryClient)])];
  if (hydrating) await resolveLazyMatches(routes);

  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ patch }) {
      // Every page at once: the table is one small chunk, and the router ignores the routes it already has.
      patch(ROOT_ID, await loadTable());
    },
  });
}

/** Loads the lazy modules of the routes matching this URL, as React Router's SSR guide does before hydrating. */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
