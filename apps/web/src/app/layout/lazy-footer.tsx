import { DeferredHydration } from '../../components/deferred-hydration';
import { ChromeBoundary } from './chrome-boundary';

const loadFooter = () => import('./footer').then((m) => ({ default: m.Footer }));

/**
 * The footer is in every page's HTML (server rendering, decision 0029) with its offices and
 * links; its code (the newsletter form) loads when the visitor first scrolls, presses a key or
 * touches the page, or when it comes near the viewport: it is never on the first screen, so it
 * stays out of the first download. After a client-side navigation an empty footer of about its
 * height holds the place until then, so nothing jumps; if its code cannot load, the page stays
 * usable without it.
 */
export function LazyFooter() {
  return (
    <ChromeBoundary>
      <DeferredHydration
        load={loadFooter}
        rootMargin="600px"
        placeholder={<footer className="min-h-[1900px] bg-stone-950 sm:min-h-[1300px] lg:min-h-[1020px]" />}
      />
    </ChromeBoundary>
  );
}
