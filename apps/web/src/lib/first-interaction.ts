const EVENTS = ['scroll', 'keydown', 'pointerdown'] as const;

// One page-wide flag, set by the visitor's first scroll, key press, touch or click: parts of a
// page hydrated on demand (DeferredHydration) load their code then. It lives outside the
// component tree so a part that mounts later (a lazy route) still knows it happened.
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
