import { PageMeta } from '../components/ui/page-meta';
import { HomeHero } from '../features/content/components/home-hero';
import { BestPackagesSection } from '../features/trips/components/best-packages-section';
import { TripSearch } from '../features/trips/components/trip-search';
import { DeferredBelowFold } from './deferred-below-fold';

/** Home: hero search, best-packages carousel, then the story and trust sections. */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="Tanzania Safaris, Kilimanjaro Climbs & Zanzibar Holidays"
        description="Tailor-made Tanzania safaris, Kilimanjaro climbs and Zanzibar beach holidays. Search trips by destination, dates and group size, and get a personalised proposal within 24 hours."
      />
      <HomeHero>
        {/* The first thing a visitor uses: hydrated at once. A form hydrated on the first move
            would lose what was typed before its code arrived (decision 0029). */}
        <TripSearch />
      </HomeHero>
      <BestPackagesSection />
      <DeferredBelowFold />
    </>
  );
}
