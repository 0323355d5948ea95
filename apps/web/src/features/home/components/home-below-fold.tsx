import { PlanTripCta } from './plan-trip-cta';
import { StatsBand } from './stats-band';
import { TestimonialsStrip } from '../../testimonials/components/testimonials-strip';
import { TripStyles } from './trip-styles';
import { VideoStory } from './video-story';
import { WhyTravelWithUs } from './why-travel-with-us';

/** Everything after the carousel: one chunk, fetched as the visitor scrolls towards it. */
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
