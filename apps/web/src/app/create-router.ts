import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { homeRoute } from './home-route';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './route-error-page';

const ROOT_ID = 'root';
// What a visitor does first (move the pointer, touch, type, scroll) starts loading the route
// table, so it is there by the time they follow a link.
const FIRST_MOVES = ['pointermove', 'pointerdown', 'keydown', 'scroll'] as const;

/** The shell's root route around the pages: the same on the server (entry-server.tsx) and here. */
export const rootRoute = (children: RouteObject[]): RouteObject => ({
  id: ROOT_ID,
  path: '/',
  Component: RootLayout,
  ErrorBoundary: RouteErrorPage,
  children,
});

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
    (table ??= import('./router').then((m) => m.pageRoutes(queryClient)).catch((error: unknown) => {
      table = undefined; // a failed download (offline) is tried again on the next navigation
      throw error;
    }));
  const preload = () => void loadTable().catch(() => undefined);
  for (const type of FIRST_MOVES) window.addEventListener(type, preload, { passive: true, once: true });

  const atHome = window.location.pathname === '/';
  const routes = [rootRoute(hydrating && !atHome ? await loadTable() : [homeRoute(queryClient)])];
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
