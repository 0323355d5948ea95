import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import type { DestinationDetail as DestinationDetailData } from '@safari/contracts/destination';
import { DESTINATIONS_ERRORS } from '../data/destination-texts';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { JsonLd } from '../../../components/ui/json-ld';
import { NoIndex } from '../../../components/ui/no-index';
import { PageMeta } from '../../../components/ui/page-meta';
import { RichText } from '../../../components/ui/rich-text';
import { useDestination } from '../api/get-destination';
import { DestinationAtAGlance } from './destination-at-a-glance';
import { DestinationActivities } from './destination-activities';
import { DestinationFacts } from './destination-facts';
import { DestinationHero } from './destination-hero';
import { InactiveNotice } from './inactive-notice';
import { PlanTripCard } from './plan-trip-card';
import { ErrorMessage, LoadingMessage } from './status-message';
import { destinationJsonLd, destinationMetaDescription } from '../utils/destination-json-ld';
import { siteOrigin } from '../../../lib/site-origin';

/**
 * Any slug or uuid opens its page from server data. The five static
 * destinations have richer pages of their own (decision 0023).
 */
export function DestinationDetail({
  slugOrUuid,
  actions,
  renderTrips,
}: {
  slugOrUuid: string;
  /** What other domains add beside the facts (the like button); the page composes it. */
  actions?: (destination: DestinationDetailData) => ReactNode;
  /** The packages that visit the destination (the page fills it from the trips feature). */
  renderTrips?: (destination: DestinationDetailData) => ReactNode;
}) {
  const { data: destination, isPending, isError } = useDestination(slugOrUuid);

  if (isPending) {
    return (
      <div>
        <PageMeta title="Destination" description="Destination details" />
        <LoadingMessage text="Loading destination..." />
      </div>
    );
  }

  if (isError) return <DestinationProblem />;

  return (
    <article className="bg-stone-50 pb-20">
      <PageMeta title={`${destination.name}, Tanzania`} description={destinationMetaDescription(destination)} image={destination.banner} />
      <JsonLd data={destinationJsonLd(destination, siteOrigin())} />
      <DestinationHero destination={destination} />
      <Container className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-12">
          {!destination.is_active && <InactiveNotice />}
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">
              About {destination.name}
            </h2>
            <RichText html={destination.description} className="mt-4 text-lg leading-relaxed text-stone-700" />
          </section>
          <DestinationFacts facts={destination.facts} />
          <DestinationActivities activities={destination.activities} />
          {renderTrips && (
            <div id="trips-visiting" className="scroll-mt-24">
              {renderTrips(destination)}
            </div>
          )}
        </div>
        <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          {actions && <div className="flex flex-wrap gap-3">{actions(destination)}</div>}
          <DestinationAtAGlance destination={destination} />
          <PlanTripCard name={destination.name} tripsHref={renderTrips ? '#trips-visiting' : undefined} />
        </div>
      </Container>
    </article>
  );
}

/** A destination that could not be loaded, or (its route's 404) does not exist. */
export function DestinationProblem() {
  return (
    <div>
      <PageMeta title="Destination not found" description="We could not load this destination." />
      <NoIndex />
      <h1 className="sr-only">Destination</h1>
      <ErrorMessage text={DESTINATIONS_ERRORS.detailFailed}>
        <ButtonLink to="/destinations" variant="secondary">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to destinations
        </ButtonLink>
      </ErrorMessage>
    </div>
  );
}
