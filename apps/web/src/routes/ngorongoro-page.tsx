import { NGORONGORO } from '../features/destinations/data/static-ngorongoro';
import { StaticDestinationRoute } from './static-destination-route';

/** /destinations/ngorongoro: the Ngorongoro Crater page: stats, highlights, wildlife, packages, conservation. */
export function NgorongoroPage() {
  return <StaticDestinationRoute content={NGORONGORO} />;
}
