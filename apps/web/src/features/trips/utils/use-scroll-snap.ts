import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

export interface SnapPosition {
  /** Index of the snap position nearest to the current scroll offset. */
  selected: number;
  /** How many distinct positions the row can rest at (the last few slides share the end one). */
  snaps: number;
}

/** Scroll offsets the row can rest at: each slide's start, clamped to the end of the row. */
function snapOffsets(row: HTMLElement): number[] {
  const slides = [...row.children] as HTMLElement[];
  const max = row.scrollWidth - row.clientWidth;
  const first = slides[0]?.offsetLeft ?? 0;
  const offsets: number[] = [];
  for (const slide of slides) {
    const offset = Math.min(slide.offsetLeft - first, max);
    if (offsets.length === 0 || offset - offsets[offsets.length - 1]! > 1) offsets.push(offset);
  }
  return offsets;
}

function nearest(offsets: number[], left: number): number {
  let best = 0;
  offsets.forEach((offset, index) => {
    if (Math.abs(offset - left) < Math.abs(offsets[best]! - left)) best = index;
  });
  return best;
}

/**
 * A native horizontal scroll-snap row (CSS does the snapping, touch and trackpad scrolling):
 * the current snap read from the scroll offset, `scrollTo(index)`, and mouse dragging, which
 * browsers do not offer for overflow containers. Put `ref` on the row (position: relative,
 * slides as its direct children) and `onPointerDown` on it.
 */
export function useScrollSnap(reducedMotion: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<SnapPosition>({ selected: 0, snaps: 0 });

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const offsets = snapOffsets(row);
      const next = { selected: nearest(offsets, row.scrollLeft), snaps: offsets.length };
      setPosition((prev) => (prev.selected === next.selected && prev.snaps === next.snaps ? prev : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    row.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      row.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  const scrollTo = useCallback(
    (index: number) => {
      const row = ref.current;
      const offset = row ? snapOffsets(row)[index] : undefined;
      if (row && offset !== undefined) row.scrollTo({ left: offset, behavior: reducedMotion ? 'instant' : 'smooth' });
    },
    [reducedMotion],
  );

  /** Mouse drag: follows the pointer with snapping off, then settles on the nearest slide. */
  const onPointerDown = useCallback(
    (event: ReactPointerEvent) => {
      const row = ref.current;
      if (!row || event.pointerType !== 'mouse' || event.button !== 0) return;
      const startX = event.clientX;
      const startLeft = row.scrollLeft;
      let dragging = false;
      const move = (e: PointerEvent) => {
        const dx = e.clientX - startX;
        if (!dragging && Math.abs(dx) < 6) return;
        if (!dragging) {
          dragging = true;
          row.style.scrollSnapType = 'none';
          row.style.userSelect = 'none';
          window.getSelection()?.removeAllRanges();
        }
        row.scrollLeft = startLeft - dx;
      };
      const up = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        if (!dragging) return;
        // The click that ends a drag must not open the card under the pointer.
        const swallow = (e: MouseEvent) => {
          e.preventDefault();
          e.stopPropagation();
        };
        row.addEventListener('click', swallow, { capture: true });
        setTimeout(() => row.removeEventListener('click', swallow, { capture: true }));
        scrollTo(nearest(snapOffsets(row), row.scrollLeft));
        const restore = () => {
          row.style.scrollSnapType = '';
          row.style.userSelect = '';
        };
        row.addEventListener('scrollend', restore, { once: true });
        setTimeout(restore, 600);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
    },
    [scrollTo],
  );

  return { ref, position, scrollTo, onPointerDown };
}
