import type { ErrorInfo } from 'react';

/**
 * hydrateRoot's onRecoverableError: a server HTML that React could not hydrate as it was (a
 * mismatch between the server's render and the browser's first one, or a part the server
 * could not finish) is a bug here, since every page is rendered whole on the server (decision
 * 0038). Logged as a console error, which fails any browser test (e2e/support/test.ts), in
 * development and in the production build alike.
 */
export function reportHydrationError(error: unknown, info: ErrorInfo) {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(`Hydration failed: ${error instanceof Error ? error.message : String(error)}${cause}`, info.componentStack ?? '');
}
