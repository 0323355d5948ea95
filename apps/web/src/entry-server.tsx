import { Children, isValidElement, StrictMode, type ReactElement, type ReactNode } from 'react';
import { renderToString as renderSync, renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, matchRoutes, StaticRouterProvider, type RouteObject } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { HydratedMark } from './app/hydrated-mark';
import { HeadCollectorContext } from './components/ui/document-head';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { rootRoute } from './app/create-router';
import { pageRoutes } from './app/router';
import { serializeQueryError, type HydrationPayload } from './app/ssr/hydration-payload';
import { ServerResponseContext, type ServerResponseState } from './components/ui/http-status';
import { setServerApiTransport } from './lib/api-transport';
import { setSiteOrigin } from './lib/site-origin';

/** Data the page still waits for after this many passes is left to the browser. */
const MAX_DATA_PASSES = 4;

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** A page only the browser can render (signed-in pages): send the plain shell, noindex. */
  | { kind: 'client-only' }
  | { kind: 'page'; status: number; head: string; body: string; payload: HydrationPayload };

export interface RenderHooks {
  /**
   * Called before the page's data is fetched when its status cannot depend on that data: the
   * route has no dynamic segment, so it answers 200 whatever the data says. The server may then
   * send the document's head at once, so the first byte waits for no query (decision 0029).
   */
  onStatusKnown?: () => void;
}

export interface RendererOptions {
  /** PUBLIC_URL: the origin of canonical and Open Graph URLs. */
  origin: string;
  /** Answers the storefront's API calls inside the server process. */
  fetch: typeof fetch;
  /** How long a render may wait for its data before the browser takes over the rest. */
  dataTimeoutMs: number;
}

/**
 * Server rendering for the storefront (decision 0029): the same route table and components as
 * the browser, the data fetched through the same query options, and the query cache handed
 * over so the browser hydrates without fetching it again.
 */
export function createRenderer({ origin, fetch, dataTimeoutMs }: RendererOptions) {
  setServerApiTransport({ origin, fetch });
  setSiteOrigin(origin);

  return async function render(url: string, hooks: RenderHooks = {}): Promise<RenderResult> {
    const queryClient = createQueryClient({ server: true });
    const routes: RouteObject[] = [rootRoute(pageRoutes(queryClient))];
    const request = new Request(new URL(url, origin));
    const matched = matchRoutes(routes, new URL(request.url).pathname) ?? [];
    if (matched.some((m) => (m.route.handle as { clientOnly?: boolean } | undefined)?.clientOnly)) return { kind: 'client-only' };

    const handler = createStaticHandler(routes);
    const context = await handler.query(request);
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const leaf = matched.at(-1);
    if (context.statusCode === 200 && leaf && Object.keys(leaf.params).length === 0) hooks.onStatusKnown?.();
    const router = createStaticRouter(handler.dataRoutes, context);
    let status = context.statusCode;
    let redirectTo: string | null = null;
    const response: ServerResponseState = { setStatus: (code) => (status = code), redirect: (location) => (redirectTo = location) };
    let headTags: ReactNode[] = [];
    const app = () => {
      headTags = [];
      return (
      <StrictMode>
        <HeadCollectorContext.Provider value={{ add: (tags) => headTags.push(tags) }}>
        <ServerResponseContext.Provider value={response}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
            <HydratedMark />
          </AppProviders>
        </ServerResponseContext.Provider>
        </HeadCollectorContext.Provider>
      </StrictMode>
      );
    };

    // Render, fetch what the render asked for, render again: components keep declaring their
    // own data (useQuery), and the server learns it by rendering. Catalogue reads come from
    // the API's read cache, and anonymous pages from the HTML cache (web-app.ts).
    const deadline = Date.now() + dataTimeoutMs;
    let html = await renderToString(app());
    for (let pass = 1; pass < MAX_DATA_PASSES; pass += 1) {
      const waiting = queriesToFetch(queryClient);
      if (waiting.length === 0 || Date.now() >= deadline) break;
      await withDeadline(Promise.all(waiting.map((q) => queryClient.prefetchQuery({ ...q.options, queryKey: q.queryKey }))), deadline);
      status = context.statusCode;
      redirectTo = null;
      html = await renderToString(app());
    }
    // A page that found where the visitor belongs (e.g. /trips/{name}): found per request, so temporary.
    if (redirectTo) return { kind: 'redirect', status: 302, location: redirectTo };

    const head = headHtml(headTags);
    const body = html;
    const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' });
    for (const q of queries.queries) if (q.state.status === 'error') (q.state as { error: unknown }).error = serializeQueryError(q.state.error);
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

/** Queries a render created but nobody fetched (useQuery does not fetch on the server). */
function queriesToFetch(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => {
      if (q.state.status !== 'pending' || q.state.dataUpdateCount + q.state.errorUpdateCount > 0) return false;
      const enabled = (q.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
      return typeof enabled === 'function' ? enabled(q) : enabled !== false;
    });
}

async function withDeadline(work: Promise<unknown>, deadline: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
  await Promise.race([work, timeout]);
  clearTimeout(timer);
}

/**
 * The whole tree, lazy parts included (each suspended part awaited and written in place, between
 * the `<!--$s-->` markers Preact hydrates it by), as one string: the HTML reads in order without
 * JavaScript (crawlers, link previews).
 */
async function renderToString(element: ReactElement): Promise<string> {
  return renderToStringAsync(element as never);
}

const headKey = (tag: ReactElement<Record<string, unknown>>) => {
  const { name, property, rel } = tag.props;
  return `${String(tag.type)}:${String(name ?? property ?? rel ?? '')}`;
};

/** The <head> tags the page's parts asked for (DocumentHead), one per name, property or rel: the last one wins, as in the browser. */
function headHtml(parts: ReactNode[]): string {
  const tags = new Map<string, ReactElement>();
  for (const tag of Children.toArray(parts)) {
    if (isValidElement(tag) && typeof tag.type === 'string') tags.set(headKey(tag as ReactElement<Record<string, unknown>>), tag);
  }
  return renderSync(<>{[...tags.values()]}</> as never);
}

/** The shape React Router's own hydration reads back (window.__staticRouterHydrationData). */
function serializeRouteErrors(errors: Record<string, unknown> | null) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : error instanceof Error
          ? { message: error.message, __type: 'Error' }
          : error,
    ]),
  );
}
