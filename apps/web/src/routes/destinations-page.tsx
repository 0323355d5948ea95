import { PageMeta } from '../components/ui/page-meta';
import { DestinationDirectory } from '../features/destinations/components/destination-directory';
import { PageIntro } from '../features/destinations/components/page-intro';

export function DestinationsPage() {
  return (
    <>
      <PageMeta
        title="Destinations"
        description="Explore Tanzania's national parks, mountains and islands: the Serengeti, Ngorongoro, Kilimanjaro, Zanzibar and more, with tailor-made trips from local experts."
      />
      <PageIntro eyebrow="Destinations" title="Discover Tanzania's most extraordinary places">
        From the endless plains of the Serengeti to the spice-scented alleys of Stone Town: pick a place that calls to you and we will build
        the journey around it.
      </PageIntro>
      <DestinationDirectory />
    </>
  );
}
