import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { UI_TIMING_MS } from '@safari/contracts/constants';
import type { TripCard } from '@safari/contracts/trip';
import { TripCarouselCard } from './trip-carousel-card';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

// stopOnInteraction: false makes the plugin pause on pointerDown (a drag starting) and resume
// on pointerUp, so dragging pauses the autoplay instead of ending it (SPEC §4). It also pauses
// while keyboard focus is inside a slide and resumes when focus leaves.
const autoplay = () => Autoplay({ delay: UI_TIMING_MS.carouselAutoplay, stopOnInteraction: false });

const count = (n: number, one: string, many: string) => (n === 1 ? one : many).replace('N', String(n));

const controlClasses =
  'grid h-11 w-11 place-items-center rounded-full bg-white text-stone-800 shadow-sm ring-1 ring-stone-300 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

/** The carousel itself (Embla); loaded on demand by BestPackagesSection. */
export function TripCarousel({ trips }: { trips: TripCard[] }) {
  const [reducedMotion] = useState(prefersReducedMotion);
  // No autoplay for visitors who asked for less motion; the button below can still start it.
  const [plugins, setPlugins] = useState(() => (reducedMotion ? [] : [autoplay()]));
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' }, plugins);
  const [position, setPosition] = useState({ selected: 0, snaps: 0 });
  const playing = plugins.length > 0;

  useEffect(() => {
    if (!api) return;
    const update = () => setPosition({ selected: api.selectedScrollSnap(), snaps: api.scrollSnapList().length });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const go = useCallback(
    (direction: 'prev' | 'next') => {
      if (!api) return;
      if (direction === 'prev') api.scrollPrev(reducedMotion);
      else api.scrollNext(reducedMotion);
      // A manual step restarts the 5 s countdown rather than jumping again straight away.
      api.plugins().autoplay?.reset();
    },
    [api, reducedMotion],
  );

  const before = position.selected;
  const after = Math.max(0, position.snaps - 1 - position.selected);

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Best packages">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-h-8 flex-wrap gap-2 text-sm font-semibold" aria-live={playing ? 'off' : 'polite'}>
          {before > 0 && (
            <span className="rounded-full bg-stone-200 px-3 py-1 text-stone-800" data-testid="badge-back">
              {count(before, 'N slide back', 'N slides back')}
            </span>
          )}
          {after > 0 && (
            <span className="rounded-full bg-brand-100 px-3 py-1 text-brand-900" data-testid="badge-more">
              {count(after, 'N more slide', 'N more slides')}
            </span>
          )}
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className={controlClasses}
            aria-label={playing ? 'Pause autoplay' : 'Start autoplay'}
            onClick={() => setPlugins(playing ? [] : [autoplay()])}
          >
            {playing ? <Pause className="h-5 w-5" aria-hidden="true" /> : <Play className="h-5 w-5" aria-hidden="true" />}
          </button>
          <button
            type="button"
            className={controlClasses}
            aria-label="Previous slide"
            disabled={before === 0}
            onClick={() => go('prev')}
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={controlClasses}
            aria-label="Next slide"
            disabled={after === 0}
            onClick={() => go('next')}
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div ref={viewportRef} className="-my-2 overflow-hidden py-2">
        <div className="-ml-6 flex touch-pan-y touch-pinch-zoom">
          {trips.map((trip, index) => (
            <div
              key={trip.uuid}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${trips.length}`}
              className="min-w-0 shrink-0 grow-0 basis-[85%] pl-6 sm:basis-1/2 lg:basis-1/3"
            >
              <TripCarouselCard trip={trip} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
