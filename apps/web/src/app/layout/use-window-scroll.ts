import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * A value derived from the window's scroll position. `select` must return a primitive (a
 * boolean or a rounded number) so components re-render only when that value changes, not on
 * every scroll event.
 */
export function useWindowScroll<T extends boolean | number>(select: (scrollY: number, scrollable: number) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(window.scrollY, document.documentElement.scrollHeight - window.innerHeight),
    () => select(0, 0),
  );
}
