import type { LucideIcon } from 'lucide-react';
import { LISTING_ERRORS, TRIPS_ERRORS } from '../data/trip-texts';
import { ApiError } from '../../../lib/api-client';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/**
 * Trips that fail to load: the server's message, else 'Failed to fetch trips' (no answer, or one
 * without a message); anything that is not an API failure is 'unexpected'.
 */
export function tripsErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return TRIPS_ERRORS.unexpected;
  return error.fromServer && error.message ? error.message : TRIPS_ERRORS.failed;
}

export function ListingLoading() {
  return (
    <div className="flex justify-center py-20">
      <Spinner label={TRIPS_ERRORS.loading} showLabel className="text-base" />
    </div>
  );
}

export function ListingError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-2xl bg-red-50 px-6 py-10 text-center font-medium text-red-700">
      {tripsErrorMessage(error)}
    </p>
  );
}

export function ListingEmpty({ icon: Icon, kind, showAllLink }: { icon: LucideIcon; kind: string; showAllLink: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-stone-200">
      <Icon className="h-12 w-12 text-brand-500" aria-hidden="true" />
      <h2 className="mt-4 font-display text-2xl font-bold text-stone-900">{LISTING_ERRORS.empty}</h2>
      <p className="mt-2 max-w-md text-stone-600">
        {kind
          ? `We have no ${kind} packages online right now. Tell us what you have in mind and we will plan it for you.`
          : 'Our packages are being refreshed. Tell us what you have in mind and we will plan it for you.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {showAllLink && (
          <ButtonLink to="/all-packages" variant="secondary">
            Browse All Packages
          </ButtonLink>
        )}
        <ButtonLink to="/inquiry">Plan Your Trip</ButtonLink>
      </div>
    </div>
  );
}
