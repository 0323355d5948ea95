import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ERRORS } from '@safari/contracts/messages';
import { SiteShell } from './layout/site-shell';

/**
 * SPEC §8: unexpected render errors show 'Something went wrong' with the message. The root
 * route's error boundary replaces the layout, so it brings the site's header and footer back
 * itself (guarded: if they caused the error, the message still shows).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <SiteShell guarded>
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="font-display text-3xl text-brand-900">{ERRORS.render.title}</h1>
        <p className="mt-4 text-stone-700">{message}</p>
        <a href="/" className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
          Back to home
        </a>
      </section>
    </SiteShell>
  );
}
