import { ZANZIBAR } from '../features/destinations/data/static-zanzibar';
import { StaticDestinationRoute } from './static-destination-route';

/** /destinations/zanzibar: the static Zanzibar page: written content, no booking actions. */
export function ZanzibarPage() {
  return <StaticDestinationRoute content={ZANZIBAR} />;
}
