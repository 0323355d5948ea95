import { NGORONGORO } from '../features/destinations/data/static-ngorongoro';
import { StaticDestinationRoute } from './static-destination-route';

/** /destinations/ngorongoro: the Ngorongoro Crater page (SPEC §2): stats, highlights, wildlife, packages, conservation. */
export function NgorongoroPage() {
  return <StaticDestinationRoute content={NGORONGORO} />;
}
