import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { HydratedMark } from './app/hydrated-mark';
import { reportHydrationError } from './app/hydration-errors';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/create-router';
import { reviveQueryErrors, SSR_DATA_ID, type HydrationPayload } from './app/ssr/hydration-payload';
import { setHydrating } from './lib/hydration-state';
import { setSiteOrigin } from './lib/site-origin';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A server-rendered page (decision 0029) carries its data; the signed-in pages come as the
// plain shell and render here.
const ssrData = document.getElementById(SSR_DATA_ID)?.textContent;
const payload = ssrData ? (JSON.parse(ssrData) as HydrationPayload) : null;

const queryClient = createQueryClient();
if (payload) {
  // TanStack Query's own hydrate() in a few bytes (the home page's budget): each query the
  // server used enters the cache with its state.
  const cache = queryClient.getQueryCache();
  for (const query of reviveQueryErrors(payload.queries).queries) {
    cache.build(queryClient, { queryKey: query.queryKey, queryHash: query.queryHash }, query.state);
    // A failure the server rendered (a 404 package) stays on screen: refetching it on mount
    // would swap the page for a spinner during hydration.
    if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  setSiteOrigin(payload.origin);
  // Read by createBrowserRouter, which revives the route errors (the 404 of an unknown path).
  (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = payload.router;
}

/**
 * Resolves once the browser has painted what it has. A module script runs before the first
 * paint when it is already downloaded (a cached or fast visit), and hydrating then would hold
 * the server's finished HTML off screen until React is done with it; after a frame, the page
 * shows first and hydrates right behind. A hidden tab paints no frames, so it hydrates at once.
 */
function afterFirstPaint(): Promise<void> {
  if (!payload || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// Not a top-level await: the page chunks this waits for import from this very chunk, and a
// module still evaluating would make them wait for each other forever. The route's chunks
// download while the browser paints.
void Promise.all([createRouter(queryClient, { hydrating: payload !== null }), afterFirstPaint()]).then(([router]) => {
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* React DOM's flushSync: a navigation asked to flush (leaving a signed-in page before its
            token goes) commits at once instead of in a transition, as react-router/dom's provider does. */}
        <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
        <HydratedMark />
      </AppProviders>
    </StrictMode>
  );
  if (payload) {
    setHydrating(true);
    // In a transition React hydrates in slices of a few milliseconds and yields to the browser
    // between them, instead of one long task that blocks input (TBT) until the page is done.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportHydrationError });
    });
  } else createRoot(root).render(app);
});
