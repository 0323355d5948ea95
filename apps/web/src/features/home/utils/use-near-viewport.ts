import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport, and stays true. Used to
 * fetch the code of below-the-fold sections only when a visitor scrolls towards them, which
 * keeps the home page's first download inside its budget.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

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

  return [ref, near] as const;
}
