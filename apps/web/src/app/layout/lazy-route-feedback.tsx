import { lazy, Suspense } from 'react';
import { useNavigation } from 'react-router';
import { useFirstInteraction } from '../../lib/use-first-interaction';
import { ChromeBoundary } from './chrome-boundary';

const RouteFeedback = lazy(() => import('./route-feedback').then((m) => ({ default: m.RouteFeedback })));

/**
 * The loading bar, route announcer, toasts and back-to-top answer what the visitor does. No
 * navigation away from '/' can start before the route table arrives (create-router.ts), which
 * waits for them too; a toast answers an action; back-to-top shows after 300 px of scroll. So
 * they load with the visitor's first interaction, or the first navigation (a screen reader's
 * click comes without a key or pointer event), and are there in time. A fresh visit to '/'
 * downloads none of them (decision 0021).
 */
export function LazyRouteFeedback() {
  const interacted = useFirstInteraction();
  const navigating = useNavigation().state !== 'idle';
  if (!interacted && !navigating) return null;
  return (
    <ChromeBoundary>
      <Suspense fallback={null}>
        <RouteFeedback />
      </Suspense>
    </ChromeBoundary>
  );
}
