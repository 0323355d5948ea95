import { describe, expect, it, vi } from 'vitest';
import { createReadCache } from './read-cache';

describe('createReadCache', () => {
  it('serves a hit until the TTL runs out', async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => clock });
    const load = vi.fn(async () => clock);
    expect(await cache.wrap('k', load)).toBe(0);
    clock = 999;
    expect(await cache.wrap('k', load)).toBe(0);
    clock = 1000;
    expect(await cache.wrap('k', load)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createReadCache({ ttlMs: 1000 });
    const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('v'), 10)));
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.wrap('k', load)));
    expect(new Set(results)).toEqual(new Set(['v']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never caches a failure', async () => {
    const cache = createReadCache({ ttlMs: 1000 });
    await expect(cache.wrap('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.wrap('k', async () => 'up')).toBe('up');
  });

  it('evicts the least recently used entry beyond maxEntries', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 2 });
    await cache.wrap('a', async () => 1);
    await cache.wrap('b', async () => 2);
    await cache.wrap('a', async () => 99); // touch a
    await cache.wrap('c', async () => 3); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.wrap('a', async () => 0)).toBe(1);
    expect(await cache.wrap('b', async () => 0)).toBe(0);
  });

  it('is off with a TTL of 0 and can be invalidated by prefix', async () => {
    const off = createReadCache({ ttlMs: 0 });
    let n = 0;
    await off.wrap('k', async () => ++n);
    expect(await off.wrap('k', async () => ++n)).toBe(2);
    const cache = createReadCache({ ttlMs: 1000 });
    await cache.wrap('trips:1', async () => 'old');
    await cache.wrap('faqs', async () => 'kept');
    cache.invalidate('trips:');
    expect(await cache.wrap('trips:1', async () => 'new')).toBe('new');
    expect(await cache.wrap('faqs', async () => 'x')).toBe('kept');
  });
});
