import { lazy, Suspense, use, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { isHydrating } from '../lib/hydration-state';
import { onFirstInteraction } from '../lib/first-interaction';

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open(): void;
}

function createGate(opened: boolean): Gate {
  let resolve = () => {};
  const gate: Gate = {
    opened,
    promise: new Promise<void>((r) => (resolve = r)),
    open: () => {
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

/** Suspends until the gate opens; its children (the lazy part) are not even created before. */
function GateKeeper({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.opened) use(gate.promise);
  return children;
}

/** Marks the part's wrapper `data-ready` once its code runs (tests wait for it; no markup of its own). */
function ReadyMark({ target }: { target: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    target.current?.setAttribute('data-ready', '');
  }, [target]);
  return null;
}

interface DeferredHydrationProps {
  load: () => Promise<{ default: ComponentType }>;
  /** Shown only when the page was not server-rendered (a client-side navigation), until the code arrives. */
  placeholder: ReactNode;
  /** How near the viewport the part must come before its code loads; null: only the visitor's first move loads it. */
  rootMargin?: string | null;
  testId?: string;
  className?: string;
}

/**
 * A part of the page that is in the server's HTML from the start but whose code loads only
 * when the visitor comes near it or first scrolls, presses a key or touches the page (decision
 * 0029). Until then React leaves the server's markup as it is (a suspended, dehydrated
 * boundary): visible, with working links, just not yet interactive. The home page's lower
 * sections and the footer use it to keep the first download small without hiding content.
 *
 * Nothing above the boundary may re-render it before it hydrates (React would then replace
 * the server's markup), so the boundary element is created once and the gate opens without
 * a state change.
 */
export function DeferredHydration({ load, placeholder, rootMargin = '400px', testId, className }: DeferredHydrationProps) {
  const ref = useRef<HTMLDivElement>(null);
  // On the server the gate is open: the part renders into the HTML. In the browser, a part
  // hydrating the server's markup suspends on the gate (the markup stays); one rendered later
  // shows its placeholder until the gate opens.
  const [gate] = useState(() => createGate(typeof window === 'undefined'));
  const [suspendOnGate] = useState(isHydrating);
  const [opened, setOpened] = useState(gate.opened);
  const [Part] = useState(() => lazy(load));

  useEffect(() => {
    const element = ref.current;
    if (gate.opened || !element) return;
    const open = () => {
      gate.open();
      // Hydrating: the gate's promise wakes the boundary, and nothing above it may re-render it.
      if (!suspendOnGate) setOpened(true);
    };
    const stopWaiting = onFirstInteraction(open);
    if (rootMargin === null) return stopWaiting;
    if (typeof IntersectionObserver === 'undefined') {
      open();
      return stopWaiting;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin });
    observer.observe(element);
    return () => {
      stopWaiting();
      observer.disconnect();
    };
  }, [gate, rootMargin, suspendOnGate]);

  const boundary = useMemo(
    () => (
      <Suspense fallback={placeholder}>
        {suspendOnGate ? (
          <GateKeeper gate={gate}>
            <Part />
            <ReadyMark target={ref} />
          </GateKeeper>
        ) : opened ? (
          <>
            <Part />
            <ReadyMark target={ref} />
          </>
        ) : (
          placeholder
        )}
      </Suspense>
    ),
    // The placeholder is fixed for an instance; the boundary must stay the same element
    // while it hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [gate, Part, suspendOnGate, opened],
  );
  return (
    <div ref={ref} data-testid={testId} className={className}>
      {boundary}
    </div>
  );
}
