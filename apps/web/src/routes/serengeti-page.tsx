import { SERENGETI } from '../features/destinations/data/static-serengeti';
import { StaticDestinationRoute } from './static-destination-route';

/** /destinations/serengeti: the static Serengeti page: written content, no booking actions. */
export function SerengetiPage() {
  return <StaticDestinationRoute content={SERENGETI} />;
}
