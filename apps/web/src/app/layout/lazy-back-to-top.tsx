import { lazy, Suspense } from 'react';
import { useFirstInteraction } from '../../lib/use-first-interaction';
import { ChromeBoundary } from './chrome-boundary';

const BackToTop = lazy(() => import('./back-to-top').then((m) => ({ default: m.BackToTop })));

/**
 * Back-to-top shows only after 300 px of scroll, so its code loads with the visitor's first
 * scroll (or key press or touch) rather than with the page.
 */
export function LazyBackToTop() {
  const interacted = useFirstInteraction();
  if (!interacted) return null;
  return (
    <ChromeBoundary>
      <Suspense fallback={null}>
        <BackToTop />
      </Suspense>
    </ChromeBoundary>
  );
}
