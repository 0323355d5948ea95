import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './idempotency-key';

describe('useIdempotencyKey (decision 0020)', () => {
  it('keeps one key for every repeat of an attempt and makes a new one only after renew()', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.current();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    rerender();
    expect(result.current.current()).toBe(first);
    result.current.renew();
    const second = result.current.current();
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it('gives each form its own key', () => {
    const a = renderHook(() => useIdempotencyKey()).result.current.current();
    const b = renderHook(() => useIdempotencyKey()).result.current.current();
    expect(a).not.toBe(b);
  });
});
