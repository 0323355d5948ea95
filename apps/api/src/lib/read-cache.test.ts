import { describe, expect, it, vi } from 'vitest';
import { cacheNamespace, createReadCache } from './read-cache';
import { decodeMessage, encodeMessage, type ReadCacheBus, type ReadCacheBusHandlers } from './read-cache-bus';

const trips = cacheNamespace('trips');
const faqs = cacheNamespace('faqs');

describe('createReadCache', () => {
  it('serves a hit until the TTL runs out', async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => clock });
    const load = vi.fn(async () => clock);
    expect(await cache.wrap(trips, 'k', load)).toBe(0);
    clock = 999;
    expect(await cache.wrap(trips, 'k', load)).toBe(0);
    clock = 1000;
    expect(await cache.wrap(trips, 'k', load)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createReadCache({ ttlMs: 1000 });
    const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('v'), 10)));
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.wrap(trips, 'k', load)));
    expect(new Set(results)).toEqual(new Set(['v']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never caches a failure', async () => {
    const cache = createReadCache({ ttlMs: 1000 });
    await expect(cache.wrap(trips, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.wrap(trips, 'k', async () => 'up')).toBe('up');
  });

  it("evicts a namespace's least recently used entry beyond its own bound, never another's", async () => {
    const cache = createReadCache({ ttlMs: 1000 });
    const small = cacheNamespace('small', { maxEntries: 2 });
    await cache.wrap(faqs, 'all', async () => 'kept');
    await cache.wrap(small, 'a', async () => 1);
    await cache.wrap(small, 'b', async () => 2);
    await cache.wrap(small, 'a', async () => 99); // touch a
    await cache.wrap(small, 'c', async () => 3); // evicts b
    expect(cache.size).toBe(3);
    expect(await cache.wrap(small, 'a', async () => 0)).toBe(1);
    expect(await cache.wrap(small, 'b', async () => 0)).toBe(0);
    expect(await cache.wrap(faqs, 'all', async () => 'x')).toBe('kept');
  });

  it('is off with a TTL of 0', async () => {
    const off = createReadCache({ ttlMs: 0 });
    let n = 0;
    await off.wrap(trips, 'k', async () => ++n);
    expect(await off.wrap(trips, 'k', async () => ++n)).toBe(2);
    expect(off.size).toBe(0);
  });

  it('keeps a value for its own shorter TTL, or not at all with 0', async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => clock });
    const brief = { ttlMs: (value: string | null) => (value === null ? 100 : value === 'huge' ? 0 : Infinity) };
    await cache.wrap(trips, 'miss', async () => null, brief);
    await cache.wrap(trips, 'huge', async () => 'huge', brief);
    await cache.wrap(trips, 'hit', async () => 'hit', brief);
    clock = 100;
    expect(await cache.wrap(trips, 'miss', async () => 'now there', brief)).toBe('now there');
    expect(await cache.wrap(trips, 'hit', async () => 'reloaded', brief)).toBe('hit');
    expect(cache.size).toBe(2); // 'huge' was served but never kept
  });

  it('drops one namespace on invalidation and leaves the others', async () => {
    const cache = createReadCache({ ttlMs: 1000 });
    await cache.wrap(trips, 'list', async () => 'old');
    await cache.wrap(faqs, 'all', async () => 'kept');
    await cache.invalidate(trips);
    expect(await cache.wrap(trips, 'list', async () => 'new')).toBe('new');
    expect(await cache.wrap(faqs, 'all', async () => 'x')).toBe('kept');
  });

  it('neither keeps nor shares a load that was running when its namespace was invalidated', async () => {
    const cache = createReadCache({ ttlMs: 1000 });
    let finish!: (value: string) => void;
    const before = cache.wrap(trips, 'k', () => new Promise<string>((resolve) => (finish = resolve)));
    await cache.invalidate(trips); // the write committed while that read was running
    const after = cache.wrap(trips, 'k', async () => 'new');
    finish('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.wrap(trips, 'k', async () => 'newer')).toBe('new');
  });
});

function fakeBus() {
  const published: string[][] = [];
  let handlers: ReadCacheBusHandlers | undefined;
  const bus: ReadCacheBus = {
    state: 'up',
    subscribe: (next) => (handlers = next),
    publish: async (names) => void published.push([...names]),
    close: async () => undefined,
  };
  return { bus, published, deliver: () => handlers! };
}

describe('the read cache on a bus', () => {
  it('publishes the namespaces one write invalidates as one message', async () => {
    const { bus, published } = fakeBus();
    const cache = createReadCache({ ttlMs: 1000, bus });
    await Promise.all([cache.invalidate(trips), cache.invalidate(faqs, trips)]);
    expect(published).toEqual([['trips', 'faqs']]);
    await cache.invalidate(faqs);
    expect(published).toHaveLength(2);
    expect(cache.busState).toBe('up');
  });

  it('drops what another process invalidated, and everything when the bus lost messages', async () => {
    const { bus, deliver } = fakeBus();
    const cache = createReadCache({ ttlMs: 1000, bus });
    await cache.wrap(trips, 'list', async () => 'old');
    await cache.wrap(faqs, 'all', async () => 'old');
    deliver().dropped(['trips', 'unknown-namespace']);
    expect(await cache.wrap(trips, 'list', async () => 'new')).toBe('new');
    expect(await cache.wrap(faqs, 'all', async () => 'new')).toBe('old');
    deliver().lost();
    expect(cache.size).toBe(0);
  });
});

describe('bus messages', () => {
  it('round-trip, and anything else is ignored rather than thrown', () => {
    expect(decodeMessage(encodeMessage({ from: 'a', names: ['trips'] }))).toEqual({ from: 'a', names: ['trips'] });
    for (const payload of [undefined, '', 'trips', '[]', 'null', '{"from":1,"names":[]}', '{"from":"a","names":[1]}']) {
      expect(decodeMessage(payload)).toBeNull();
    }
  });
});
