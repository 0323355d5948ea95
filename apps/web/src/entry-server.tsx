import { PassThrough } from 'node:stream';
import { StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { HydratedMark } from './app/hydrated-mark';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { rootRoute } from './app/create-router';
import { pageRoutes } from './app/router';
import { queriesNoLoaderLoaded, routeErrorStatus, serializeRouteErrors } from './app/ssr/route-status';
import { serializeQueryError, type HydrationPayload } from './app/ssr/hydration-payload';
import { setServerApiTransport } from './lib/api-transport';
import { setSiteOrigin } from './lib/site-origin';

/** Replaced by each response's own CSP nonce; never sent as is (apps/api/src/lib/server-render.ts). */
const CSP_NONCE_PLACEHOLDER = 'ssr-csp-nonce-placeholder';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** A page only the browser can render (signed-in pages): send the plain shell, noindex. */
  | { kind: 'client-only' }
  | { kind: 'page'; status: number; head: string; body: string; payload: HydrationPayload };

export interface RenderHooks {
  /**
   * Called once the matched routes' loaders have settled, with the page's status, before React
   * renders: the server may send the document's start at once (decision 0038).
   */
  onStatusKnown?: (status: number) => void;
}

export interface RendererOptions {
  /** PUBLIC_URL: the origin of canonical and Open Graph URLs. */
  origin: string;
  /** Answers the storefront's API calls inside the server process. */
  fetch: typeof fetch;
  /** Development: report queries a page rendered that no loader loaded. */
  warn?: (message: string) => void;
}

/**
 * Server rendering for the storefront (decisions 0029 and 0038): the same route table and
 * components as the browser. The matched routes' loaders load what the page shows, through
 * the features' query options, and decide its status (a 404 thrown by a loader); then React
 * DOM renders once, and the query cache is handed over so the browser hydrates without
 * fetching again.
 */
export function createRenderer({ origin, fetch, warn }: RendererOptions) {
  setServerApiTransport({ origin, fetch });
  setSiteOrigin(origin);

  return async function render(url: string, hooks: RenderHooks = {}): Promise<RenderResult> {
    const queryClient = createQueryClient({ server: true });
    const routes: RouteObject[] = [rootRoute(queryClient, pageRoutes(queryClient))];
    // The path as a path on this site: `new URL('//x', origin)` would read it as another host.
    const request = new Request(`${origin}${url.startsWith('/') ? url : `/${url}`}`);
    const matched = matchRoutes(routes, new URL(request.url).pathname) ?? [];
    if (matched.some((m) => (m.route.handle as { clientOnly?: boolean } | undefined)?.clientOnly)) return { kind: 'client-only' };

    const handler = createStaticHandler(routes);
    const context = await handler.query(request);
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const status = routeErrorStatus(context.errors) ?? context.statusCode;
    hooks.onStatusKnown?.(status);

    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <HydratedMark />
        </AppProviders>
      </StrictMode>,
    );
    if (warn)
      for (const key of queriesNoLoaderLoaded(queryClient))
        warn(`${new URL(request.url).pathname} rendered ${key}, which no loader loaded`);

    const { head, body } = splitHoisted(html);
    const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' });
    for (const q of queries.queries)
      if (q.state.status === 'error') (q.state as { error: unknown }).error = serializeQueryError(q.state.error);
    return {
      kind: 'page',
      status,
      head,
      body,
      payload: {
        router: { loaderData: context.loaderData, actionData: null, errors: serializeRouteErrors(context.errors) },
        queries,
        origin,
      },
    };
  };
}

/**
 * The whole tree in one pass of React DOM's streaming renderer. Its output is taken when every
 * boundary is complete (onAllReady), so each lazy part is written in place: the HTML reads in
 * order without JavaScript (crawlers, link previews) and carries no inline script, which keeps
 * a cached page the same bytes for every visitor (decision 0038).
 */
function renderToString(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Should React still emit one of its small inline scripts, the server swaps this
      // placeholder for a fresh nonce on every response.
      nonce: CSP_NONCE_PLACEHOLDER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A failing part (a lazy chunk that throws) renders its boundary's fallback; the browser retries it.
        if (import.meta.env.DEV) console.error(error);
      },
    });
  });
}

const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

/**
 * React 19 hoists the <title>, <meta> and <link> a page renders anywhere (PageMeta) to the
 * front of a render that is not the whole document; they belong in <head>, where the
 * browser's React finds and adopts them when it hydrates.
 */
function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let m = HOISTED.exec(rest); m; m = HOISTED.exec(rest)) {
    head += m[0];
    rest = rest.slice(m[0].length);
  }
  return { head, body: rest };
}
