import { PageMeta } from '../components/ui/page-meta';
import { AboutCta } from '../features/content/components/about-cta';
import { AboutHero } from '../features/content/components/about-hero';
import { AboutOffers } from '../features/content/components/about-offers';
import { AboutStory } from '../features/content/components/about-story';
import { TestimonialGrid } from '../features/testimonials/components/testimonial-grid';
import { AboutTimeline } from '../features/content/components/about-timeline';
import { AboutValues } from '../features/content/components/about-values';

/** The About page: hero, figures, values, what we offer, testimonials, our journey, call to action. */
export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description="Safari Tanzania: local safari, Kilimanjaro and Zanzibar experts since 2009, with offices in Brussels, Belgium and Dar es Salaam, Tanzania. 50,000+ travelers, rated 4.9/5."
      />
      <AboutHero />
      <AboutStory />
      <AboutValues />
      <AboutOffers />
      <TestimonialGrid />
      <AboutTimeline />
      <AboutCta />
    </>
  );
}
