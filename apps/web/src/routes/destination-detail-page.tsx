import { useParams } from 'react-router';
import { DestinationDetail, DestinationProblem } from '../features/destinations/components/destination-detail';
import { LikeButton } from '../features/engagement/components/like-button';
import { RateButton } from '../features/engagement/components/rate-button';
import { TripsVisiting } from '../features/trips/components/trips-visiting';

/** /destinations/{slug or uuid}: any destination from server data, whatever its slug. */
export function DestinationDetailPage() {
  const { slugOrUuid = '' } = useParams();
  return (
    <DestinationDetail
      slugOrUuid={slugOrUuid}
      actions={(destination) => (
        <>
          <LikeButton type="destination" uuid={destination.uuid} name={destination.name} className="flex-1" />
          <RateButton type="destination" uuid={destination.uuid} name={destination.name} className="flex-1" />
        </>
      )}
      renderTrips={(destination) => <TripsVisiting slug={destination.slug} name={destination.name} />}
    />
  );
}

/** A slug or uuid no destination has (the server answers 404). */
export function DestinationNotFoundPage() {
  return <DestinationProblem />;
}
