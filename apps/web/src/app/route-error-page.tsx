import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RENDER_ERRORS } from '@safari/contracts/messages';
import { buttonClasses } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
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
      <PageMeta title={RENDER_ERRORS.title} description={message} />
      <Container className="py-24 text-center">
        <div className="mx-auto max-w-2xl">
          <h1 className="font-display text-3xl text-brand-900">{RENDER_ERRORS.title}</h1>
          <p className="mt-4 text-stone-700">{message}</p>
          {/* A full page load: whatever broke is left behind. */}
          <a href="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
            Back to home
          </a>
        </div>
      </Container>
    </SiteShell>
  );
}
