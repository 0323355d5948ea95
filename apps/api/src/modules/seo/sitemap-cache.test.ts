import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTrip } from '../../../test/factories/trips';
import { invalidateCatalogue } from '../catalogue/invalidation';
import type * as Repository from './repository';
import { loadSitemapEntries } from './repository';

// The sitemap reads every active trip and destination: with the read cache on (as in
// production) it is built once, revalidated by ETag, and rebuilt after a catalogue change.

vi.mock('./repository', async (importOriginal) => {
  const actual = await importOriginal<typeof Repository>();
  return { ...actual, loadSitemapEntries: vi.fn(actual.loadSitemapEntries) };
});
const loads = vi.mocked(loadSitemapEntries);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { READ_CACHE_TTL_SECONDS: 30, PUBLIC_URL: 'https://safari.example' } });
});
afterAll(() => t.close());

describe('GET /sitemap.xml with the read cache on', () => {
  it('is built once, answers If-None-Match with 304, and is rebuilt after a catalogue change', async () => {
    const first = await createTrip(t.database.db);
    loads.mockClear();
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(first.uuid);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');

    const again = await t.app.inject('/sitemap.xml');
    expect(again.body).toBe(res.body);
    expect(again.headers.etag).toBe(etag);
    const revalidated = await t.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(loads).toHaveBeenCalledTimes(1);

    const second = await createTrip(t.database.db);
    expect((await t.app.inject('/sitemap.xml')).body).not.toContain(second.uuid); // still the cached one
    await invalidateCatalogue(t.app.readCache, 'trips');
    // A burst after the change (crawlers, PGlite queueing every query) shares one rebuild.
    const burst = await Promise.all(Array.from({ length: 20 }, () => t.app.inject('/sitemap.xml')));
    expect(new Set(burst.map((r) => r.body)).size).toBe(1);
    expect(burst[0]!.body).toContain(second.uuid);
    expect(loads).toHaveBeenCalledTimes(2);
    const stale = await t.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).not.toBe(etag);
  });
});
