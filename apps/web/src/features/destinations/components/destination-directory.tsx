import { DESTINATIONS_ERRORS } from '../data/destination-texts';
import { useDestinations } from '../api/get-destinations';
import { DestinationGridSection } from './destination-grid-section';
import { ErrorMessage, LoadingMessage } from './status-message';

/** The destinations grid: every destination on top, the active ones as 'Recommended for You'. */
export function DestinationDirectory() {
  const { data, error, isPending } = useDestinations();
  const destinations = data?.destinations ?? [];
  // 'Recommended for You' lists only active destinations; inactive ones stay in the grid.
  const recommended = destinations.filter((destination) => destination.is_active);

  if (isPending) return <LoadingMessage text={DESTINATIONS_ERRORS.loading} />;
  if (error) return <ErrorMessage text={`Error: ${error.message}`} />;
  return (
    <div className="bg-stone-50">
      <DestinationGridSection
        id="top-destinations"
        eyebrow="Most visited"
        title="Top Popular Destinations"
        subtitle="The parks, peaks and shores our travellers love most."
        destinations={destinations}
        emptyText={DESTINATIONS_ERRORS.empty}
        priorityCount={3}
        className="py-14 sm:py-20"
      />
      <DestinationGridSection
        id="recommended-destinations"
        eyebrow="Handpicked"
        title="Recommended for You"
        subtitle="Open for visits now and ready to be part of your next trip."
        destinations={recommended}
        emptyText={DESTINATIONS_ERRORS.emptyRecommended}
        className="border-t border-stone-200 bg-white py-14 sm:py-20"
      />
    </div>
  );
}
