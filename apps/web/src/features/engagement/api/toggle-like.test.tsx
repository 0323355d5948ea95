import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { ENGAGEMENT_ERRORS } from '../../../lib/account-texts';
import { dismissToast } from '../../../lib/toast';
import { toastStore } from '../../../lib/toast-store';
import { likesQueryOptions } from './get-likes';
import { useToggleLike } from './toggle-like';

const target = { type: 'trip' as const, uuid: '00000000-0000-4000-8000-000000000001' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => answer),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(likesQueryOptions.queryKey, []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useToggleLike(), { wrapper });
  const likes = () => queryClient.getQueryData(likesQueryOptions.queryKey);
  return { result, likes };
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('useToggleLike (SPEC §4: optimistic, rolled back on error)', () => {
  it('shows the like at once and keeps it when the server agrees', async () => {
    let answer!: (response: Response) => void;
    const { result, likes } = setup(new Promise((resolve) => (answer = resolve)));
    act(() => result.current.mutate(target));
    await waitFor(() => expect(likes()).toHaveLength(1));
    answer(json({ status: true, code: 200, message: ENGAGEMENT_SUCCESS.liked, data: { is_liked: true } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(toastStore.get()[0]).toMatchObject({ title: 'Success', description: ENGAGEMENT_SUCCESS.liked });
  });

  it('rolls the like back and says so with the SPEC default when the call fails', async () => {
    let fail!: (error: Error) => void;
    const { result, likes } = setup(new Promise((_, reject) => (fail = reject)));
    act(() => result.current.mutate(target));
    await waitFor(() => expect(likes()).toHaveLength(1));
    fail(new TypeError('Failed to fetch'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(likes()).toEqual([]);
    expect(toastStore.get()[0]).toMatchObject({ title: 'Error', description: ENGAGEMENT_ERRORS.like, variant: 'destructive' });
  });
});
