import { lazy, Suspense } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';

const HomeBelowFold = lazy(() => import('./home-below-fold').then((m) => ({ default: m.HomeBelowFold })));

/**
 * Holds the place of the lower home sections and loads their code on the visitor's first
 * scroll (or key press, or touch), or when they come near. The home page's first download
 * stays small (its budget is 120 KB of gzipped JS), while the sections are in place well
 * before they scroll into view.
 */
export function DeferredBelowFold() {
  const [ref, near] = useNearViewport<HTMLDivElement>('400px', true);
  const placeholder = <div className="min-h-screen bg-white" aria-hidden="true" />;
  return (
    <div ref={ref} data-testid="home-below-fold">
      {near ? <Suspense fallback={placeholder}><HomeBelowFold /></Suspense> : placeholder}
    </div>
  );
}
