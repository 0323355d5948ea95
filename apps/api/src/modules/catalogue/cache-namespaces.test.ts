import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createReadCache, type CacheNamespace } from '../../lib/read-cache';
import { CATALOGUE_CHANGES, invalidateCatalogue } from './invalidation';

// Every module's cache.ts, found on disk: a module added later is checked without being listed.
const modulesDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

async function declaredNamespaces(): Promise<CacheNamespace[]> {
  const found: CacheNamespace[] = [];
  for (const area of fs.readdirSync(modulesDir)) {
    const file = path.join(modulesDir, area, 'cache.ts');
    if (!fs.existsSync(file)) continue;
    const exports: Record<string, unknown> = await import(file);
    for (const value of Object.values(exports)) {
      if (typeof value === 'object' && value !== null && 'name' in value && 'maxEntries' in value) {
        found.push(value as CacheNamespace);
      }
    }
  }
  return found;
}

describe('module cache namespaces', () => {
  it('are unique, so no two modules can read each other’s keys', async () => {
    const names = (await declaredNamespaces()).map((n) => n.name);
    expect(names.length).toBeGreaterThanOrEqual(9);
    expect(new Set(names).size).toBe(names.length);
  });

  it('are each dropped by some catalogue change, so none can only wait for its TTL', async () => {
    const namespaces = await declaredNamespaces();
    const cache = createReadCache({ ttlMs: 60_000 });
    const dropped = new Set<string>();
    for (const change of CATALOGUE_CHANGES) {
      for (const ns of namespaces) await cache.wrap(ns, 'k', async () => 'cached');
      await invalidateCatalogue(cache, change);
      for (const ns of namespaces) {
        if ((await cache.wrap(ns, 'k', async () => 'fresh')) === 'fresh') dropped.add(ns.name);
      }
    }
    expect([...dropped].sort()).toEqual(namespaces.map((n) => n.name).sort());
  });
});
