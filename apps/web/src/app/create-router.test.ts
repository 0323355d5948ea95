import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from './create-router';

afterEach(() => vi.unstubAllGlobals());

describe('createRouter (route table discovered on navigation, decision 0021)', () => {
  it('knows only the home page at first and finds any other page on the first navigation to it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    window.history.replaceState(null, '', '/');
    const router = await createRouter(new QueryClient());
    expect(router.routes[0]!.children?.map((route) => route.index ?? route.path)).toEqual([true]);

    await router.navigate('/terms');
    expect(router.state.location.pathname).toBe('/terms');
    expect(router.state.matches.at(-1)?.route.path).toBe('terms');
    // The home route was not added twice.
    expect(router.routes[0]!.children?.filter((route) => route.index)).toHaveLength(1);

    await router.navigate('/no-such-page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });
});
