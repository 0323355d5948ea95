import { SearchX, TriangleAlert } from 'lucide-react';
import { PACKAGE_DETAIL_ERRORS } from '../data/trip-texts';
import { ApiError } from '../../../lib/api-client';
import { ButtonLink } from '../../../components/ui/button';
import { NoIndex } from '../../../components/ui/no-index';
import { PageMeta } from '../../../components/ui/page-meta';
import { Spinner } from '../../../components/ui/spinner';

/** Package detail: an unknown (or malformed) uuid is 'not found'; other API failures and bugs differ. */
export function packageErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return PACKAGE_DETAIL_ERRORS.unexpected;
  if (error.status === 404 || error.status === 400) return PACKAGE_DETAIL_ERRORS.notFound;
  return PACKAGE_DETAIL_ERRORS.failed;
}

export function PackageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label={PACKAGE_DETAIL_ERRORS.loading} showLabel className="text-lg" />
    </div>
  );
}

export function PackageProblem({ message }: { message: string }) {
  const notFound = message === PACKAGE_DETAIL_ERRORS.notFound;
  const Icon = notFound ? SearchX : TriangleAlert;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <PageMeta title={message} description="Browse our Tanzania safari, Kilimanjaro and Zanzibar packages." />
      {/* An unknown package must not be indexed as a page of its own. */}
      <NoIndex />
      <Icon className="h-14 w-14 text-brand-500" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl font-bold text-stone-900">{message}</h1>
      <p className="mt-3 text-stone-600">
        {notFound
          ? 'This package may have been retired or the link is incomplete. Our other trips are one click away.'
          : 'Please try again in a moment, or browse our other packages.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/all-packages">Browse All Packages</ButtonLink>
        <ButtonLink to="/contact-us" variant="secondary">
          Contact Us
        </ButtonLink>
      </div>
    </section>
  );
}
