import { data } from 'react-router';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The page names nothing (a loader found no such thing): React Router's 404, which the server answers. */
export function notFound(): never {
  throw data('Not Found', { status: 404 });
}

/**
 * What a route's loader loads (decision 0038): a query the page renders, through the feature's
 * own query options, so the server's and the browser's query caches share its key. A loader
 * asks for what its address names, so the API's 404 (or 400, a malformed id) means the address
 * names nothing: the page's 404. Other failures keep their status (503 while the database is
 * away; a network failure in the browser counts as 503) and the route's error element shows them.
 */
export async function loadQuery<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404 || error.status === 400) notFound();
    throw data(error.message, { status: error.status === 0 ? 503 : error.status });
  }
}

/**
 * A route loader's query. On the server it is loaded (loadQuery): the page renders once, whole,
 * and a 404 from the API is the page's 404. In the browser the request starts with the
 * navigation without holding it: the page appears at once with its fixed loading text (e.g.
 * "Loading destinations...") and shows the answer, or its own not-found or error state, when it
 * arrives; what the cache already holds is returned at once.
 */
export async function showQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T | undefined> {
  if (typeof window === 'undefined') return loadQuery(queryClient, options);
  void queryClient.prefetchQuery(options);
  return queryClient.getQueryData(options.queryKey);
}
