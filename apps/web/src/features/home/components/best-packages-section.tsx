import { lazy, Suspense } from 'react';
import { ERRORS } from '@safari/contracts/messages';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Container } from '../../../components/ui/container';
import { ApiError } from '../../../lib/api-client';
import { useLatestTrips } from '../api/get-latest-trips';
import { useNearViewport } from '../utils/use-near-viewport';
import { CarouselSkeleton } from './carousel-skeleton';

// Embla and the cards load when the section nears the viewport; the trips are fetched at once.
const TripCarousel = lazy(() => import('./trip-carousel').then((m) => ({ default: m.TripCarousel })));

/** SPEC §2 'Best-packages carousel': the ten latest trips, right below the hero. */
export function BestPackagesSection() {
  const trips = useLatestTrips();
  const [ref, near] = useNearViewport<HTMLElement>();

  let body = <CarouselSkeleton />;
  // SPEC §8 trips errors: the server's message, else 'Failed to fetch trips'.
  if (trips.isError) {
    body = (
      <p role="alert" className="text-center font-medium text-red-700">
        {trips.error instanceof ApiError && trips.error.fromServer ? trips.error.message : ERRORS.trips.failed}
      </p>
    );
  } else if (trips.data && trips.data.length === 0) {
    body = <p className="text-center text-stone-600">{ERRORS.listing.empty}</p>;
  } else if (trips.data && near) {
    body = (
      <Suspense fallback={<CarouselSkeleton />}>
        <TripCarousel trips={trips.data} />
      </Suspense>
    );
  }

  return (
    <section ref={ref} className="bg-stone-50 py-16 sm:py-20">
      <Container>
        <SectionHeading
          eyebrow="Latest departures"
          title="Best Packages"
          subtitle="Our newest itineraries across the Serengeti, Kilimanjaro, Zanzibar and beyond."
          className="mb-10"
        />
        {body}
      </Container>
    </section>
  );
}
