import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { UI_TIMING_MS } from '../../../lib/ui-constants';
import type { SnapPosition } from './use-scroll-snap';

const RELEASE_EVENTS = ['pointerup', 'touchend', 'touchcancel'] as const;

/**
 * Advances the carousel one snap every 5 s, back to the start after the last one.
 * Every change of position — a button, a swipe or the autoplay itself — restarts the
 * countdown. It waits while the row is held (a drag or a touch pauses it) and
 * while keyboard focus is on a card, and does not run while paused.
 */
export function useAutoplay(position: SnapPosition, scrollTo: (index: number) => void, startPlaying: boolean) {
  // The visitor's own play/pause wins; until they choose, the motion preference decides (on a
  // server-rendered page it is known only after hydration).
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? startPlaying;
  const [held, setHeld] = useState(false);
  const [focused, setFocused] = useState(false);
  const { selected, snaps } = position;
  useEffect(() => {
    if (!playing || held || focused || snaps < 2) return;
    const timer = window.setTimeout(() => scrollTo(selected + 1 < snaps ? selected + 1 : 0), UI_TIMING_MS.carouselAutoplay);
    return () => window.clearTimeout(timer);
  }, [playing, held, focused, selected, snaps, scrollTo]);

  // Touch scrolling cancels the pointer (pointercancel) while the finger is still down, so
  // a touch is released by touchend, a mouse or pen by pointerup — wherever they happen.
  const hold = useCallback(() => {
    setHeld(true);
    const release = () => {
      setHeld(false);
      for (const type of RELEASE_EVENTS) window.removeEventListener(type, release);
    };
    for (const type of RELEASE_EVENTS) window.addEventListener(type, release);
  }, []);

  const rowProps = {
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return { playing, toggle: () => setChoice(!playing), hold, rowProps };
}
