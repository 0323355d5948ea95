import { isRouteErrorResponse } from 'react-router';
import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * The HTTP status of a page whose loader threw: the status it threw (a 404 for what does not
 * exist, the API's 503 while the database is away), 500 for anything else. Null when no loader
 * threw.
 */
export function routeErrorStatus(errors: Record<string, unknown> | null): number | null {
  const first = errors ? Object.values(errors)[0] : undefined;
  if (first === undefined) return null;
  return isRouteErrorResponse(first) ? first.status : 500;
}

/** The shape React Router's own hydration reads back (window.__staticRouterHydrationData). */
export function serializeRouteErrors(errors: Record<string, unknown> | null) {
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

/**
 * The keys of queries a render created that no loader had loaded (useQuery does not fetch on
 * the server): the page shows a skeleton there until the browser fetches it. A development
 * check (decision 0038): each route's loader should load what its page shows.
 */
export function queriesNoLoaderLoaded(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.dataUpdateCount + q.state.errorUpdateCount === 0 && isEnabled(q))
    .map((q) => JSON.stringify(q.queryKey));
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}
