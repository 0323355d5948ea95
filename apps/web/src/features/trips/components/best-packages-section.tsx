import { LISTING_ERRORS, TRIPS_ERRORS } from '../data/trip-texts';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Container } from '../../../components/ui/container';
import { ApiError } from '../../../lib/api-client';
import { DeferredHydration } from '../../../components/deferred-hydration';
import { useLatestTrips } from '../api/get-trips';
import { CarouselSkeleton } from './carousel-skeleton';

// The cards are in the server's HTML; the carousel's code (scrolling, autoplay) loads on the
// visitor's first scroll, key press or touch, or when the row comes into view — its cards sit
// below the first screen on phones and on 1280×800 desktops alike (decision 0029).
const loadCarousel = () => import('./latest-trips-carousel').then((m) => ({ default: m.LatestTripsCarousel }));

/** The best-packages carousel: the ten latest trips, right below the hero. */
export function BestPackagesSection() {
  const trips = useLatestTrips();

  let body = <CarouselSkeleton />;
  // The server's message, else 'Failed to fetch trips'.
  if (trips.isError) {
    body = (
      <p role="alert" className="text-center font-medium text-red-700">
        {trips.error instanceof ApiError && trips.error.fromServer ? trips.error.message : TRIPS_ERRORS.failed}
      </p>
    );
  } else if (trips.data && trips.data.length === 0) {
    body = <p className="text-center text-stone-600">{LISTING_ERRORS.empty}</p>;
  } else if (trips.data) {
    body = <DeferredHydration load={loadCarousel} rootMargin="0px" testId="best-packages-carousel" placeholder={<CarouselSkeleton />} />;
  }

  return (
    <section className="bg-stone-50 py-16 sm:py-20">
      <Container>
        {/* The carousel shows the newest trips, not dated departures: the eyebrow says so. */}
        <SectionHeading
          eyebrow="New itineraries"
          title="Best Packages"
          subtitle="Our newest itineraries across the Serengeti, Kilimanjaro, Zanzibar and beyond."
          className="mb-10"
        />
        {body}
      </Container>
    </section>
  );
}
