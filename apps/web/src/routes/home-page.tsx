import { PageMeta } from '../components/ui/page-meta';
import { HomeHero } from '../features/content/components/home-hero';
import { BestPackagesSection } from '../features/trips/components/best-packages-section';
import { DeferredHydration } from '../components/deferred-hydration';
import { DeferredBelowFold } from './deferred-below-fold';

const loadTripSearch = () => import('../features/trips/components/trip-search').then((m) => ({ default: m.TripSearch }));

/** Holds the form's place after a client-side navigation, until its code is there. */
const TripSearchPlaceholder = () => <div className="min-h-[19rem] rounded-2xl bg-white/95 shadow-2xl sm:min-h-[13rem] lg:min-h-[6.5rem]" aria-hidden="true" />;

/** SPEC §2 Home: hero search, best-packages carousel, then the story and trust sections. */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="Tanzania Safaris, Kilimanjaro Climbs & Zanzibar Holidays"
        description="Tailor-made Tanzania safaris, Kilimanjaro climbs and Zanzibar beach holidays. Search trips by destination, dates and group size, and get a personalised proposal within 24 hours."
      />
      <HomeHero>
        {/* In the HTML at once; its code loads on the visitor's first move (decision 0029). */}
        <DeferredHydration load={loadTripSearch} rootMargin={null} placeholder={<TripSearchPlaceholder />} />
      </HomeHero>
      <BestPackagesSection />
      <DeferredBelowFold />
    </>
  );
}
