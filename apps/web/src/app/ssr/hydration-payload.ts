import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';

/** The id of the JSON block that hands the server's data to the browser. */
export const SSR_DATA_ID = 'ssr-data';

/** What a server-rendered page hands to the browser (a JSON block: no script runs, so no CSP nonce). */
export interface HydrationPayload {
  /** React Router's hydration state, in the shape its own static provider writes. */
  router: { loaderData: Record<string, unknown>; actionData: null; errors: Record<string, unknown> | null };
  /** TanStack Query's cache: every query the page used, so the browser fetches none of them again. */
  queries: DehydratedState;
  /** PUBLIC_URL, for absolute URLs rendered the same on both sides. */
  origin: string;
}

interface SerializedApiError {
  __apiError: { message: string; status: number; errors: Record<string, string>; fromServer: boolean };
}

/** Errors do not survive JSON; an ApiError (a 404 package) is sent as its fields and rebuilt. */
export function serializeQueryError(error: unknown): SerializedApiError | null {
  if (!(error instanceof ApiError)) return null;
  return { __apiError: { message: error.message, status: error.status, errors: error.errors, fromServer: error.fromServer } };
}

export function reviveQueryErrors(state: DehydratedState): DehydratedState {
  for (const query of state.queries) {
    const error = query.state.error as SerializedApiError | null | undefined;
    if (error && typeof error === 'object' && '__apiError' in error) {
      const e = error.__apiError;
      (query.state as { error: unknown }).error = new ApiError(e.message, e.status, e.errors, e.fromServer);
    }
  }
  return state;
}
