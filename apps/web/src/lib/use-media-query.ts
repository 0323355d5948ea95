import { useSyncExternalStore } from 'react';

/**
 * A CSS media query's current answer. False on the server and while a server-rendered page
 * hydrates (so the first render matches the HTML); the browser's answer right after.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
