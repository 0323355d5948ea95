import type { ReadCacheBus } from './read-cache-bus';

/**
 * A small in-process cache for catalogue reads: the same listing, detail or search is asked
 * for by many visitors, and the catalogue changes rarely (decisions 0010 and 0014).
 *
 * Entries live in namespaces, one or more per module; the module that reads a namespace owns
 * its keys and invalidates it as a whole, so dropping one is O(1) and no module has to know
 * another's key strings. Entries live `ttlMs`; concurrent misses for one key share a single
 * load (no stampede); each namespace keeps at most its `maxEntries`, least recently used going
 * first, so a flood of one kind (random /media paths) cannot evict the others. Failed loads are
 * never cached. A TTL of 0 turns caching off (tests use that, so data made by a test is seen
 * at once).
 */
export interface CacheNamespace {
  readonly name: string;
  readonly maxEntries: number;
  /**
   * Dropped whenever any namespace is: for values built from many modules' data (the
   * server-rendered pages, decision 0029), which no single module can know it affects.
   */
  readonly droppedWithAny?: boolean;
}

/** Declared once by the owning module, next to its invalidate function. */
export function cacheNamespace(name: string, opts: { maxEntries?: number; droppedWithAny?: boolean } = {}): CacheNamespace {
  return { name, maxEntries: opts.maxEntries ?? 500, droppedWithAny: opts.droppedWithAny ?? false };
}

interface WrapOptions<T> {
  /** Overrides the TTL for this value (a brief one for a miss); 0 serves it without keeping it. */
  ttlMs?: (value: T) => number;
}

export interface ReadCache {
  wrap<T>(namespace: CacheNamespace, key: string, load: () => Promise<T>, opts?: WrapOptions<T>): Promise<T>;
  /**
   * Drops the namespaces here at once and, through the bus, in every other process. Call it
   * after the write has committed. Never rejects: a bus failure is logged by the bus, and the
   * other processes then catch up within the TTL.
   */
  invalidate(...namespaces: CacheNamespace[]): Promise<void>;
  /** This process only: what the bus does on a message from another process. */
  dropLocal(names: readonly string[]): void;
  /** This process only, every namespace: what the bus does when it may have missed messages. */
  clearLocal(): void;
  /** 'local': no bus (PGlite, or caching off); 'up'/'down': the cross-process bus's state. */
  readonly busState: 'local' | 'up' | 'down';
  /** False with a TTL of 0: nothing is kept, so there is nothing worth preparing to share. */
  readonly enabled: boolean;
  readonly size: number;
  close(): Promise<void>;
}

interface Store {
  entries: Map<string, { value: unknown; expires: number }>;
  loading: Map<string, Promise<unknown>>;
}

export function createReadCache({
  ttlMs,
  // Read Date.now at each call, not once here, so a test's fake clock is honoured.
  now = () => Date.now(),
  bus,
}: {
  ttlMs: number;
  now?: () => number;
  bus?: ReadCacheBus;
}): ReadCache {
  const stores = new Map<string, Store>();
  const droppedWithAny = new Set<string>();
  let pending: Set<string> | null = null;
  let published: Promise<void> = Promise.resolve();

  const storeOf = (namespace: CacheNamespace) => {
    let store = stores.get(namespace.name);
    if (!store) stores.set(namespace.name, (store = { entries: new Map(), loading: new Map() }));
    if (namespace.droppedWithAny) droppedWithAny.add(namespace.name);
    return store;
  };

  // An invalidation replaces the namespace's store instead of emptying it: a load that was
  // already running (and may have read the data before the write) finishes into the dropped
  // store, so it can neither be joined by later readers nor outlive the invalidation.
  const dropLocal = (names: readonly string[]) => {
    for (const name of names) stores.delete(name);
    if (names.length > 0) for (const name of droppedWithAny) stores.delete(name);
  };
  const clearLocal = () => stores.clear();
  bus?.subscribe({ dropped: dropLocal, lost: clearLocal });

  return {
    get size() {
      let size = 0;
      for (const store of stores.values()) size += store.entries.size;
      return size;
    },
    get busState() {
      return bus ? bus.state : 'local';
    },
    enabled: ttlMs > 0,
    async wrap<T>(namespace: CacheNamespace, key: string, load: () => Promise<T>, opts: WrapOptions<T> = {}) {
      if (ttlMs <= 0) return load();
      const store = storeOf(namespace);
      const hit = store.entries.get(key);
      if (hit && hit.expires > now()) {
        // Re-insert to mark as most recently used (Map keeps insertion order).
        store.entries.delete(key);
        store.entries.set(key, hit);
        return hit.value as T;
      }
      const running = store.loading.get(key);
      if (running) return running as Promise<T>;
      const promise = load()
        .then((value) => {
          const keepMs = Math.min(ttlMs, opts.ttlMs ? opts.ttlMs(value) : ttlMs);
          store.entries.delete(key);
          if (keepMs > 0) store.entries.set(key, { value, expires: now() + keepMs });
          while (store.entries.size > namespace.maxEntries) store.entries.delete(store.entries.keys().next().value!);
          return value;
        })
        .finally(() => store.loading.delete(key));
      store.loading.set(key, promise);
      return promise;
    },
    invalidate(...namespaces: CacheNamespace[]) {
      const names = namespaces.map((n) => n.name);
      dropLocal(names);
      if (!bus) return Promise.resolve();
      // Invalidations made in the same tick (one write touching several modules) travel as
      // one message.
      if (!pending) {
        const batch = (pending = new Set<string>());
        published = Promise.resolve().then(() => {
          pending = null;
          return bus.publish([...batch]);
        });
      }
      for (const name of names) pending.add(name);
      return published;
    },
    dropLocal,
    clearLocal,
    close: async () => {
      clearLocal();
      await bus?.close();
    },
  };
}
