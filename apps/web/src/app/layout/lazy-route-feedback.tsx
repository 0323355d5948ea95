import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useFirstInteraction } from '../../lib/use-first-interaction';
import { ChromeBoundary } from './chrome-boundary';

const RouteFeedback = lazy(() => import('./route-feedback').then((m) => ({ default: m.RouteFeedback })));

/**
 * A client-side navigation needs a click or a key press, so the loading bar and the route
 * announcer load with the visitor's first interaction, not with the page (the home page's
 * 120 KB budget). They count route changes from the route the visitor was on when they first
 * interacted, so a navigation that lands before their code still shows the bar.
 */
export function LazyRouteFeedback() {
  const interacted = useFirstInteraction();
  const { pathname, search } = useLocation();
  const routeKey = pathname + search;
  // Follows the route until the first interaction (a redirect on load is not a visitor's move).
  const [startKey, setStartKey] = useState(routeKey);
  if (!interacted && startKey !== routeKey) setStartKey(routeKey);
  if (!interacted) return null;
  return (
    <ChromeBoundary>
      <Suspense fallback={null}>
        <RouteFeedback startKey={startKey} />
      </Suspense>
    </ChromeBoundary>
  );
}
