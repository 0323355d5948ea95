import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthState } from '../components/require-auth';
import { setAuthToken } from '../utils/set-auth-token';
import { useHasAuthToken } from './use-auth-token';

afterEach(() => window.localStorage.clear());

describe('useHasAuthToken / useAuthState', () => {
  it("follow this tab's sign-in and sign-out", () => {
    const { result } = renderHook(() => [useHasAuthToken(), useAuthState()] as const);
    expect(result.current).toEqual([false, 'anonymous']);
    act(() => setAuthToken('a-long-enough-token'));
    expect(result.current).toEqual([true, 'signed-in']);
    act(() => setAuthToken(null));
    expect(result.current).toEqual([false, 'anonymous']);
  });

  it('pick up a change made in another tab (the storage event, SPEC §4)', () => {
    window.localStorage.setItem('authToken', 'a-long-enough-token');
    const { result } = renderHook(() => useHasAuthToken());
    expect(result.current).toBe(true);
    act(() => {
      window.localStorage.removeItem('authToken');
      window.dispatchEvent(new StorageEvent('storage', { key: 'authToken' }));
    });
    expect(result.current).toBe(false);
  });
});
