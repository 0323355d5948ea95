import { DeferredHydration } from '../components/deferred-hydration';

const loadBelowFold = () => import('./home-below-fold').then((m) => ({ default: m.HomeBelowFold }));

/**
 * The lower home sections: in the server's HTML from the start, their code loaded on the
 * visitor's first scroll (or key press, or touch), or when they come near (decision 0029). The
 * home page's first download stays small while nothing is hidden.
 */
export function DeferredBelowFold() {
  return (
    <DeferredHydration
      load={loadBelowFold}
      testId="home-below-fold"
      placeholder={<div className="min-h-screen bg-white" aria-hidden="true" />}
    />
  );
}
