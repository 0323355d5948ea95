import { UI_LIMITS } from '../../../lib/ui-constants';
import type { DestinationSummary } from '@safari/contracts/destination';
import { StarRating } from '../../../components/ui/star-rating';
import { DestinationCardFrame } from './destination-card-frame';

/**
 * As the original card: uuid as id, name as title, 'location, region' line, banner, fixed rating 5,
 * no discount.
 */
export function DestinationCard({ destination, priority = false }: { destination: DestinationSummary; priority?: boolean }) {
  return (
    <DestinationCardFrame
      destination={destination}
      priority={priority}
      testId="destination-card"
      callToAction="Explore destination"
      beforeTitle={<StarRating rating={UI_LIMITS.defaultTripRating} />}
    />
  );
}
