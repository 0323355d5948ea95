import { RouteAnnouncer } from './route-announcer';
import { RouteLoadingBar } from './route-loading-bar';

/** What a client-side navigation shows and says: the loading bar and the spoken page title. */
export function RouteFeedback({ startKey }: { startKey: string }) {
  return (
    <>
      <RouteLoadingBar startKey={startKey} />
      <RouteAnnouncer />
    </>
  );
}
