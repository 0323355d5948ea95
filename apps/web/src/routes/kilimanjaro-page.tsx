import { PageMeta } from '../components/ui/page-meta';
import { DestinationLiveDetails } from '../features/destinations/components/destination-live-details';
import { KilimanjaroGuide } from '../features/kilimanjaro/components/kilimanjaro-guide';
import { TripsVisiting } from '../features/trips/components/trips-visiting';
import { DestinationEngagement } from './destination-engagement';

/**
 * /kilimanjaro and /destinations/kilimanjaro (decision 0023): the Kilimanjaro page with the
 * destination's server facts, activities and the trips that climb it. One page for one place,
 * whichever address the visitor came by; search engines are pointed at /kilimanjaro.
 */
export function KilimanjaroPage() {
  return (
    <>
      <PageMeta
        title="Climb Mount Kilimanjaro"
        description="Routes, summit success calculator, interactive route map and upcoming group climbs on Mount Kilimanjaro (5,895 m)."
        canonicalPath="/kilimanjaro"
      />
      <KilimanjaroGuide engagement={<DestinationEngagement slug="kilimanjaro" />}>
        <DestinationLiveDetails
          slug="kilimanjaro"
          heading="Kilimanjaro today"
          renderTrips={(destination) => <TripsVisiting slug={destination.slug} name={destination.name} />}
        />
      </KilimanjaroGuide>
    </>
  );
}
