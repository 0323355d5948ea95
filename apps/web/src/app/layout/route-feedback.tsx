import { BackToTop } from './back-to-top';
import { RouteAnnouncer } from './route-announcer';
import { RouteLoadingBar } from './route-loading-bar';
import { Toasts } from './toasts';
import { useScrollToTop } from './use-scroll-to-top';

/**
 * The shell's parts that answer what the visitor does: the loading bar and announcement of a
 * client-side navigation (and the scroll to the top of the new page), the toasts their actions
 * raise, and back-to-top once they scroll.
 */
export function RouteFeedback() {
  useScrollToTop();
  return (
    <>
      <RouteLoadingBar />
      <RouteAnnouncer />
      <Toasts />
      <BackToTop />
    </>
  );
}
