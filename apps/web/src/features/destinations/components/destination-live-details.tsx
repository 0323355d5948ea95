import type { ReactNode } from 'react';
import type { DestinationDetail } from '@safari/contracts/destination';
import { DESTINATIONS_ERRORS } from '../data/destination-texts';
import { Spinner } from '../../../components/ui/spinner';
import { useDestination } from '../api/get-destination';
import { DestinationActivities } from './destination-activities';
import { DestinationFacts } from './destination-facts';

/**
 * The server's side of a static destination page (decision 0023): the facts and activities
 * the operator keeps in the back office, and (through `renderTrips`, which the page fills
 * from the trips feature) the packages that visit the place. The page's written content
 * stays above; this part is always current.
 */
export function DestinationLiveDetails({
  slug,
  heading,
  renderTrips,
}: {
  slug: string;
  heading: string;
  renderTrips(destination: DestinationDetail): ReactNode;
}) {
  const { data: destination, isPending, isError } = useDestination(slug);
  return (
    <section aria-label={heading} className="mx-auto w-full max-w-7xl space-y-12 px-4 py-16 sm:px-6 lg:px-8" data-testid="destination-live">
      {isPending ? (
        <Spinner label="Loading destination details…" showLabel />
      ) : isError ? (
        <p role="alert" className="font-medium text-red-700">
          {DESTINATIONS_ERRORS.detailFailed}
        </p>
      ) : (
        <>
          <DestinationFacts facts={destination.facts} />
          <DestinationActivities activities={destination.activities} />
          <div id="trips-visiting" className="scroll-mt-24">
            {renderTrips(destination)}
          </div>
        </>
      )}
    </section>
  );
}
