import { BackToTop } from './back-to-top';
import { RouteAnnouncer } from './route-announcer';
import { RouteLoadingBar } from './route-loading-bar';
import { Toasts } from './toasts';
import { useScrollToTop } from './use-scroll-to-top';
import { WhatsAppAutoHide } from './whatsapp-autohide';

/**
 * The shell's parts that answer what the visitor does: the loading bar and announcement of a
 * client-side navigation (and the scroll to the top of the new page), the toasts their actions
 * raise, back-to-top once they scroll, and the WhatsApp button stepping aside as they read.
 */
export function RouteFeedback() {
  useScrollToTop();
  return (
    <>
      <RouteLoadingBar />
      <RouteAnnouncer />
      <Toasts />
      <BackToTop />
      <WhatsAppAutoHide />
    </>
  );
}
