import { act, renderHook } from '@testing-library/react';
import type { FocusEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoplay } from './use-autoplay';
import type { SnapPosition } from './use-scroll-snap';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(position: SnapPosition, startPlaying = true) {
  const scrollTo = vi.fn();
  const hook = renderHook(({ at }) => useAutoplay(at, scrollTo, startPlaying), { initialProps: { at: position } });
  return { scrollTo, hook };
}

// The focus handlers only look at currentTarget and relatedTarget.
const focusEvent = (relatedTarget: EventTarget | null) =>
  ({ currentTarget: document.createElement('div'), relatedTarget }) as unknown as FocusEvent<HTMLElement>;

describe('useAutoplay', () => {
  it('moves one slide after 5 s, and back to the first after the last', () => {
    const { scrollTo, hook } = setup({ selected: 0, snaps: 3 });
    act(() => vi.advanceTimersByTime(4_999));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith(1);

    hook.rerender({ at: { selected: 2, snaps: 3 } });
    act(() => vi.advanceTimersByTime(5_000));
    expect(scrollTo).toHaveBeenLastCalledWith(0);
  });

  it('restarts the countdown whenever the position changes', () => {
    const { scrollTo, hook } = setup({ selected: 0, snaps: 5 });
    act(() => vi.advanceTimersByTime(4_000));
    hook.rerender({ at: { selected: 1, snaps: 5 } });
    act(() => vi.advanceTimersByTime(4_000));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(scrollTo).toHaveBeenCalledWith(2);
  });

  it('waits while the row is held and resumes when it is released', () => {
    const { scrollTo, hook } = setup({ selected: 0, snaps: 3 });
    act(() => hook.result.current.hold());
    act(() => vi.advanceTimersByTime(12_000));
    expect(scrollTo).not.toHaveBeenCalled();
    // A touch that turned into a scroll is released by touchend, not by pointerup.
    act(() => {
      window.dispatchEvent(new Event('touchend'));
    });
    act(() => vi.advanceTimersByTime(5_000));
    expect(scrollTo).toHaveBeenCalledWith(1);
  });

  it('waits while keyboard focus is inside the row', () => {
    const { scrollTo, hook } = setup({ selected: 0, snaps: 3 });
    act(() => hook.result.current.rowProps.onFocus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => hook.result.current.rowProps.onBlur(focusEvent(null)));
    act(() => vi.advanceTimersByTime(5_000));
    expect(scrollTo).toHaveBeenCalledWith(1);
  });

  it('starts paused when asked to, and the button starts and pauses it', () => {
    const { scrollTo, hook } = setup({ selected: 0, snaps: 3 }, false);
    expect(hook.result.current.playing).toBe(false);
    act(() => vi.advanceTimersByTime(10_000));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => hook.result.current.toggle());
    expect(hook.result.current.playing).toBe(true);
    act(() => vi.advanceTimersByTime(5_000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.toggle());
    act(() => vi.advanceTimersByTime(10_000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does nothing when every slide fits', () => {
    const { scrollTo } = setup({ selected: 0, snaps: 1 });
    act(() => vi.advanceTimersByTime(20_000));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
