import { lazy, Suspense, type ComponentType } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RENDER_ERRORS } from './route-error-texts';
import { buttonClasses } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { NoIndex } from '../components/ui/no-index';
import { PageMeta } from '../components/ui/page-meta';
import { SiteShell } from './layout/site-shell';

// Shown for addresses that name nothing; its own chunk, since most visits never see it.
const NotFoundPage = lazy(() => import('../routes/not-found-page').then((m) => ({ default: m.NotFoundPage })));
// Rarely shown either.
const MaintenancePage = lazy(() => import('./maintenance-page').then((m) => ({ default: m.MaintenancePage })));

/** What the root loader throws (with a 503) while the site is in maintenance. */
export const MAINTENANCE = 'maintenance';

/** An unexpected error shows 'Something went wrong' with its message. */
function ErrorMessage({ error }: { error: unknown }) {
  const message = isRouteErrorResponse(error)
    ? typeof error.data === 'string' && error.data
      ? error.data
      : `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Container className="py-24 text-center">
      <PageMeta title={RENDER_ERRORS.title} description={message} />
      <NoIndex />
      <div className="mx-auto max-w-2xl">
        <h1 className="font-display text-3xl text-brand-900">{RENDER_ERRORS.title}</h1>
        <p className="mt-4 text-stone-700">{message}</p>
        {/* A full page load: whatever broke is left behind. */}
        <a href="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
          Back to home
        </a>
      </div>
    </Container>
  );
}

/**
 * A page's error element (decision 0038), inside the site's header and footer: the not-found
 * page when the route's loader found nothing (the server answers 404), the error message for
 * anything else (5xx, or 503 while the database is away).
 */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <ErrorMessage error={error} />;
}

/**
 * The error element of a route whose page has its own words for what it did not find (an
 * unknown package, destination, article, tour or trip name): `NotFound` for a 404, PageError
 * for anything else.
 */
export function notFoundAs(NotFound: ComponentType): ComponentType {
  return function RouteNotFound() {
    const error = useRouteError();
    return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <PageError />;
  };
}

/**
 * The root route's error element, for what breaks the layout itself: it replaces the layout, so
 * it brings the site's header and footer back (guarded: if they caused the error, the message
 * still shows).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.data === MAINTENANCE) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage />
      </Suspense>
    );
  }
  return (
    <SiteShell guarded>
      <ErrorMessage error={error} />
    </SiteShell>
  );
}
