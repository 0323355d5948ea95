import { redirect, type LoaderFunctionArgs } from 'react-router';
import { readAuthToken } from '../../../lib/storage';
import { loginPath, safeRedirectTarget } from './redirect-target';

// Route loaders for the signed-in pages. They run in the browser before the page's code is
// even fetched, so an anonymous visitor never sees a protected page flash. The token lives in
// the browser only: in framework mode these become clientLoaders.

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** Protected pages (/dashboard, /save-testimonial) redirect to /login when no token is stored. */
export function requireSignedIn({ request }: LoaderFunctionArgs) {
  if (readAuthToken() === null) throw redirect(loginPath(pathOf(request)));
  return null;
}

/** A signed-in traveller opening /login goes to the dashboard (or where they were sent from). */
export function redirectSignedIn({ request }: LoaderFunctionArgs) {
  if (readAuthToken() !== null) throw redirect(safeRedirectTarget(new URL(request.url).searchParams.get('redirect')));
  return null;
}
