/**
 * A small in-process cache for catalogue reads: the same listing, detail or search is asked
 * for by many visitors, and the catalogue changes rarely. Entries live `ttlMs`; concurrent
 * misses for one key share a single load (no stampede on the database); at most `maxEntries`
 * are kept, the least recently used going first. Failed loads are never cached, so a 404 or
 * a database outage is not remembered. A TTL of 0 turns caching off (tests use that, so data
 * made by a test is seen at once).
 */
export interface ReadCache {
  wrap<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every entry whose key starts with the prefix (all entries without one). */
  invalidate(prefix?: string): void;
  readonly size: number;
}

export function createReadCache({ ttlMs, maxEntries = 500, now = Date.now }: { ttlMs: number; maxEntries?: number; now?: () => number }): ReadCache {
  const entries = new Map<string, { value: unknown; expires: number }>();
  const loading = new Map<string, Promise<unknown>>();

  return {
    get size() {
      return entries.size;
    },
    async wrap<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        // Re-insert to mark as most recently used (Map keeps insertion order).
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as T;
      }
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const promise = load()
        .then((value) => {
          entries.delete(key);
          entries.set(key, { value, expires: now() + ttlMs });
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    invalidate(prefix = '') {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
