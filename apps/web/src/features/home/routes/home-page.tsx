import { PageMeta } from '../../../components/ui/page-meta';
import { BestPackagesSection } from '../components/best-packages-section';
import { DeferredBelowFold } from '../components/deferred-below-fold';
import { HomeHero } from '../components/home-hero';

/** SPEC §2 Home: hero search, best-packages carousel, then the story and trust sections. */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="Tanzania Safaris, Kilimanjaro Climbs & Zanzibar Holidays"
        description="Tailor-made Tanzania safaris, Kilimanjaro climbs and Zanzibar beach holidays. Search trips by destination, dates and group size, and get a personalised proposal within 24 hours."
      />
      <HomeHero />
      <BestPackagesSection />
      <DeferredBelowFold />
    </>
  );
}
