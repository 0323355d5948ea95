import { useEffect, useRef, useState } from 'react';
import { useFirstInteraction } from './use-first-interaction';

/**
 * True once the element comes within `rootMargin` of the viewport, and stays true; with
 * `orOnInteraction`, also from the visitor's first scroll, key press or touch (see
 * useFirstInteraction), so content further down is ready before they reach it.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px', orOnInteraction = false) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const interacted = useFirstInteraction();

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return [ref, near || (orOnInteraction && interacted)] as const;
}
