import { PageMeta } from '../../../components/ui/page-meta';
import { useDestinations } from '../api/get-destinations';
import { DestinationGridSection } from '../components/destination-grid-section';
import { PageIntro } from '../components/page-intro';
import { ErrorMessage, LoadingMessage } from '../components/status-message';

export function DestinationsPage() {
  const { data, error, isPending } = useDestinations();
  const destinations = data?.destinations ?? [];
  // SPEC §2: 'Recommended for You' lists only active destinations.
  const recommended = destinations.filter((destination) => destination.is_active);

  return (
    <>
      <PageMeta
        title="Destinations"
        description="Explore Tanzania's national parks, mountains and islands: the Serengeti, Ngorongoro, Kilimanjaro, Zanzibar and more, with tailor-made trips from local experts."
      />
      <PageIntro eyebrow="Destinations" title="Discover Tanzania's most extraordinary places">
        From the endless plains of the Serengeti to the spice-scented alleys of Stone Town: pick a place that
        calls to you and we will build the journey around it.
      </PageIntro>

      {isPending ? (
        <LoadingMessage text="Loading destinations..." />
      ) : error ? (
        <ErrorMessage text={`Error: ${error.message}`} />
      ) : (
        <div className="bg-stone-50">
          <DestinationGridSection
            id="top-destinations"
            eyebrow="Most visited"
            title="Top Popular Destinations"
            subtitle="The parks, peaks and shores our travellers love most."
            destinations={destinations}
            emptyText="No destinations available."
            priorityCount={3}
            className="py-14 sm:py-20"
          />
          <DestinationGridSection
            id="recommended-destinations"
            eyebrow="Handpicked"
            title="Recommended for You"
            subtitle="Open for visits now and ready to be part of your next trip."
            destinations={recommended}
            emptyText="No recommended destinations available."
            className="border-t border-stone-200 bg-white py-14 sm:py-20"
          />
        </div>
      )}
    </>
  );
}
