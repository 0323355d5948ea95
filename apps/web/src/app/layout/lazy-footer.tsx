import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';
import { ChromeBoundary } from './chrome-boundary';

const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/**
 * The footer's code loads when the visitor first scrolls, presses a key (a keyboard user on
 * the way through the page) or touches it, or when the footer comes near the viewport: it is
 * never on the first screen, so it stays out of the first download. Until then an empty
 * footer of about its height holds the place, so nothing jumps; if its code cannot load, the
 * page stays usable without it.
 */
export function LazyFooter() {
  const [ref, near] = useNearViewport<HTMLDivElement>('600px', true);
  const placeholder = <footer className="min-h-[1900px] bg-stone-950 sm:min-h-[1300px] lg:min-h-[1020px]" />;
  return (
    <div ref={ref}>
      {near ? (
        <ChromeBoundary>
          <Suspense fallback={placeholder}>
            <Footer />
          </Suspense>
        </ChromeBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
