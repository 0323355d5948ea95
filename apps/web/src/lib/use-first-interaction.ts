import { useSyncExternalStore } from 'react';

const EVENTS = ['scroll', 'keydown', 'pointerdown'] as const;

// One page-wide flag, set by the visitor's first scroll, key press, touch or click. It lives
// outside React so a component that mounts later (a lazy route) still knows it happened.
let interacted = false;
const listeners = new Set<() => void>();

function markInteracted() {
  interacted = true;
  for (const type of EVENTS) window.removeEventListener(type, markInteracted);
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  for (const type of EVENTS) window.addEventListener(type, markInteracted, { passive: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True once the visitor has scrolled, pressed a key or touched the page. Code that is not
 * needed for the first screen (sections further down, the footer, navigation feedback) loads
 * then: a visitor who only looks at the first screen never downloads it, which keeps the
 * home page inside its 120 KB gzip JavaScript budget, and anyone moving on gets it in time.
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(subscribe, () => interacted, () => false);
}

/** Calls `listener` once, at the visitor's first scroll, key press or touch (at once if that happened). */
export function onFirstInteraction(listener: () => void): () => void {
  if (interacted) {
    listener();
    return () => undefined;
  }
  const once = () => {
    listeners.delete(once);
    listener();
  };
  listeners.add(once);
  return () => listeners.delete(once);
}
