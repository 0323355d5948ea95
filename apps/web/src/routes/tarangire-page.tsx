import { TARANGIRE } from '../features/destinations/data/static-tarangire';
import { StaticDestinationRoute } from './static-destination-route';

/** /destinations/tarangire: the Tarangire page: Book Safari, View Location, highlights with best times, packages, when to visit. */
export function TarangirePage() {
  return <StaticDestinationRoute content={TARANGIRE} />;
}
