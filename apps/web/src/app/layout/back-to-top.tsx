import { ArrowUp } from 'lucide-react';
import { SCROLL_PX } from '../../lib/ui-constants';
import { cn } from '../../lib/cn';
import { useWindowScroll } from './use-window-scroll';

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Appears after 300 px of scroll; the ring around the arrow fills as the reader
 * moves down the page. Progress is rounded to 1 % so scrolling re-renders it sparingly.
 */
export function BackToTop() {
  const visible = useWindowScroll((y) => y > SCROLL_PX.backToTopAfter);
  const progress = useWindowScroll((y, scrollable) => (scrollable > 0 ? Math.min(1, Math.round((y / scrollable) * 100) / 100) : 0));

  function scrollToTop() {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  return (
    <button
      type="button"
      aria-label="Back to top"
      data-testid="back-to-top"
      onClick={scrollToTop}
      // Invisible (not just transparent) while hidden, so it leaves the tab order too.
      className={cn(
        'fixed right-5 bottom-5 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-lg shadow-black/15 transition-all duration-300 hover:text-brand-900',
        visible ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-3 opacity-0',
      )}
    >
      <svg className="absolute inset-0 h-full w-full -rotate-90" viewBox="0 0 56 56" aria-hidden="true">
        <circle cx="28" cy="28" r={RADIUS} fill="none" stroke="#e7e5e4" strokeWidth="3" />
        <circle
          data-testid="scroll-progress"
          cx="28"
          cy="28"
          r={RADIUS}
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
        />
      </svg>
      <ArrowUp className="relative h-5 w-5" aria-hidden="true" />
    </button>
  );
}
