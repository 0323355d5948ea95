import { PlanTripCta } from '../features/content/components/plan-trip-cta';
import { StatsBand } from '../features/content/components/stats-band';
import { TripStyles } from '../features/content/components/trip-styles';
import { VideoStory } from '../features/content/components/video-story';
import { WhyTravelWithUs } from '../features/content/components/why-travel-with-us';
import { TestimonialsStrip } from '../features/testimonials/components/testimonials-strip';

/**
 * Everything on the home page after the carousel: one chunk, fetched as the visitor scrolls
 * towards it (see DeferredBelowFold). Part of the home route, because it composes two features.
 */
export function HomeBelowFold() {
  return (
    <>
      <WhyTravelWithUs />
      <StatsBand />
      <TripStyles />
      <VideoStory />
      <TestimonialsStrip />
      <PlanTripCta />
    </>
  );
}
