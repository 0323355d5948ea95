import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { homeRoute } from './home-route';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './route-error-page';

const ROOT_ID = 'root';
// What a visitor does first (move the pointer, touch, type, scroll) starts loading the route
// table, so it is there by the time they follow a link.
const FIRST_MOVES = ['pointermove', 'pointerdown', 'keydown', 'scroll'] as const;

/**
 * The browser's router. The first bundle holds the shell and the home page's route only; the
 * rest of the route table (router.tsx: every other page, with the list of chunks each one
 * preloads) is discovered on the first navigation away from '/' through
 * `patchRoutesOnNavigation`, as framework mode's lazy route discovery does. A fresh visit to
 * '/' never downloads it (decision 0021: the home page's JavaScript budget).
 */
export function createRouter(queryClient: QueryClient) {
  let table: Promise<RouteObject[]> | undefined;
  const loadTable = () =>
    // With the route feedback (loading bar, announcer: lazy-route-feedback.tsx), so they are on
    // screen before this navigation ends.
    (table ??= Promise.all([import('./router'), import('./layout/route-feedback')]).then(([m]) => m.pageRoutes(queryClient)).catch((error: unknown) => {
      table = undefined; // a failed download (offline) is tried again on the next navigation
      throw error;
    }));
  const preload = () => void loadTable().catch(() => undefined);
  for (const type of FIRST_MOVES) window.addEventListener(type, preload, { passive: true, once: true });

  return createBrowserRouter(
    [{ id: ROOT_ID, path: '/', Component: RootLayout, ErrorBoundary: RouteErrorPage, children: [homeRoute(queryClient)] }],
    {
      async patchRoutesOnNavigation({ patch }) {
        // Every page at once: the table is one small chunk, and the router ignores the routes it already has.
        patch(ROOT_ID, await loadTable());
      },
    },
  );
}
