import type { PointerEvent } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { TripCard } from '@safari/contracts/trip';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useAutoplay } from '../utils/use-autoplay';
import { useScrollSnap } from '../utils/use-scroll-snap';
import { TripCarouselCard } from './trip-carousel-card';

const count = (n: number, one: string, many: string) => (n === 1 ? one : many).replace('N', String(n));

const controlClasses =
  'grid h-11 w-11 place-items-center rounded-full bg-white text-stone-800 shadow-sm ring-1 ring-stone-300 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The best-packages carousel: a native CSS scroll-snap row (decision 0009), so touch and
 * trackpad scrolling are the browser's own; buttons and autoplay scroll it, and the badges
 * are read from its scroll position. Autoplay is off for visitors who prefer less motion.
 */
export function TripCarousel({ trips }: { trips: TripCard[] }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { ref, position, scrollTo, onPointerDown } = useScrollSnap(reducedMotion);
  const { playing, toggle, hold, rowProps } = useAutoplay(position, scrollTo, !reducedMotion);

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
          <button type="button" className={controlClasses} aria-label={playing ? 'Pause autoplay' : 'Start autoplay'} onClick={toggle}>
            {playing ? <Pause className="h-5 w-5" aria-hidden="true" /> : <Play className="h-5 w-5" aria-hidden="true" />}
          </button>
          <button
            type="button"
            className={controlClasses}
            aria-label="Previous slide"
            disabled={before === 0}
            onClick={() => scrollTo(before - 1)}
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={controlClasses}
            aria-label="Next slide"
            disabled={after === 0}
            onClick={() => scrollTo(before + 1)}
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div
        ref={ref}
        {...rowProps}
        onPointerDown={(event: PointerEvent) => {
          hold();
          onPointerDown(event);
        }}
        className="relative -my-2 -ml-6 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain py-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {trips.map((trip, index) => (
          <div
            key={trip.uuid}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${trips.length}`}
            className="min-w-0 shrink-0 grow-0 basis-[85%] snap-start pl-6 sm:basis-1/2 lg:basis-1/3"
          >
            <TripCarouselCard trip={trip} />
          </div>
        ))}
      </div>
    </div>
  );
}
