import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { useNavigation } from 'react-router';
import { useFirstInteraction } from '../../lib/use-first-interaction';
import { ChromeBoundary } from './chrome-boundary';

// The feedback component once its module has arrived. Not React.lazy: a lazy component renders
// one tick after its module resolves, and on a fast first navigation that tick came after the
// router had committed the new page, so the loading bar never saw a route change and the new
// page kept the old one's scroll position. A store shows it the moment the module is here:
// before the router, which waits for this same load (create-router.ts), moves on.
let Feedback: ComponentType | null = null;
const listeners = new Set<() => void>();
let loading: Promise<unknown> | undefined;

/** Loads the route feedback (once); create-router.ts waits for it before the first navigation. */
export function loadRouteFeedback(): Promise<unknown> {
  loading ??= import('./route-feedback').then(
    (module) => {
      Feedback = module.RouteFeedback;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined; // offline: tried again on the next move or navigation
      throw error;
    },
  );
  return loading;
}

/** The module's component: always the same one once loaded, so it keeps its state. */
const LoadedFeedback = () => (Feedback ? createElement(Feedback) : null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The loading bar, route announcer, toasts and back-to-top answer what the visitor does. No
 * navigation away from '/' can start before the route table arrives (create-router.ts), which
 * waits for them too; a toast answers an action; back-to-top shows after 300 px of scroll. So
 * they load with the visitor's first interaction, or the first navigation (a screen reader's
 * click comes without a key or pointer event), and are there in time. A fresh visit to '/'
 * downloads none of them (decision 0021).
 */
export function LazyRouteFeedback() {
  const interacted = useFirstInteraction();
  const navigating = useNavigation().state !== 'idle';
  // The server and the hydrating render see none: the same markup on both sides.
  const loaded = useSyncExternalStore(subscribe, () => Feedback !== null, () => false);
  const wanted = interacted || navigating;
  useEffect(() => {
    if (wanted) void loadRouteFeedback().catch(() => undefined);
  }, [wanted]);
  if (!wanted || !loaded) return null;
  return (
    <ChromeBoundary>
      <LoadedFeedback />
    </ChromeBoundary>
  );
}
