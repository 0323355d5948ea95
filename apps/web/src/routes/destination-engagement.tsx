import { useDestination } from '../features/destinations/api/get-destination';
import { LikeButton } from '../features/engagement/components/like-button';
import { RateButton } from '../features/engagement/components/rate-button';

/**
 * Like and rate on the static destination pages (/destinations/{serengeti, zanzibar,
 * kilimanjaro, ngorongoro, tarangire}) as on every other destination page. The like API takes
 * the destination's uuid, which the written content does not know: it comes from the server's
 * destination (the same cached query the page's live section reads), so the buttons appear
 * once it has loaded.
 */
export function DestinationEngagement({ slug }: { slug: string }) {
  const { data: destination } = useDestination(slug);
  if (!destination) return null;
  return (
    <>
      <LikeButton type="destination" uuid={destination.uuid} name={destination.name} />
      <RateButton type="destination" uuid={destination.uuid} name={destination.name} />
    </>
  );
}
