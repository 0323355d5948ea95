import { PageMeta } from '../components/ui/page-meta';
import type { StaticDestinationContent } from '../features/destinations/data/static-destination-types';
import { DestinationLiveDetails } from '../features/destinations/components/destination-live-details';
import { StaticDestination } from '../features/destinations/components/static-destination';
import { TripsVisiting } from '../features/trips/components/trips-visiting';
import { DestinationEngagement } from './destination-engagement';

/**
 * What the four static destination pages share (decision 0023): the written content, then the
 * destination's server facts and activities, then the trips that visit it. Each page is its
 * own module (and chunk) that passes its content here.
 */
export function StaticDestinationRoute({ content }: { content: StaticDestinationContent }) {
  return (
    <>
      <PageMeta title={content.title} description={content.summary} />
      <StaticDestination content={content} engagement={<DestinationEngagement slug={content.slug} />}>
        <DestinationLiveDetails
          slug={content.slug}
          heading={`${content.name} today`}
          renderTrips={(destination) => <TripsVisiting slug={destination.slug} name={destination.name} />}
        />
      </StaticDestination>
    </>
  );
}
