import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
import { DemoGallery } from '../features/content/components/demo-gallery';
import { SampleItineraries } from '../features/tours/components/sample-itineraries';

/** /all-demos (the original listed it without content): the trip styles and sample itineraries. */
export function AllDemosPage() {
  return (
    <div className="bg-stone-50 pb-16">
      <PageMeta
        title="All Trip Styles and Sample Itineraries"
        description="Every way to travel Tanzania with us: safaris, Kilimanjaro, Zanzibar, culture, and ready-made tours."
      />
      <div className="bg-gradient-to-br from-brand-900 via-brand-700 to-savanna text-white">
        <Container className="py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">Everything we do</p>
          <h1 className="mt-3 font-display text-4xl font-bold sm:text-5xl">All Trip Styles</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">
            Safaris, climbs, beaches and culture, and a few ready-made itineraries to start from.
          </p>
        </Container>
      </div>
      <DemoGallery />
      <SampleItineraries />
    </div>
  );
}
