import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mediaAssets } from '../../db/schema/index';
import { invalidateCatalogue } from '../catalogue/invalidation';
import type * as Repository from './repository';
import { findMediaAsset } from './repository';

// /media/* with the read cache on, as in production: a repeated request, found or not, does
// not reach the database (on PGlite every query waits its turn behind everyone else's).

vi.mock('./repository', async (importOriginal) => {
  const actual = await importOriginal<typeof Repository>();
  return { ...actual, findMediaAsset: vi.fn(actual.findMediaAsset) };
});
const queries = vi.mocked(findMediaAsset);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { READ_CACHE_TTL_SECONDS: 30 } });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
  queries.mockClear();
});

const store = (path: string, body = '<svg xmlns="http://www.w3.org/2000/svg"/>', etag = 'v1') =>
  t.database.db.insert(mediaAssets).values({ path, contentType: 'image/svg+xml', body, etag });

describe('GET /media/*', () => {
  it('serves a repeat and a revalidation from the cache', async () => {
    await store('/media/trips/cached.svg');
    const res = await t.app.inject('/media/trips/cached.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"v1"');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await t.app.inject('/media/trips/cached.svg')).body).toBe(res.body);
    const revalidated = await t.app.inject({ url: '/media/trips/cached.svg', headers: { 'if-none-match': 'W/"v1"' } });
    expect(revalidated.statusCode).toBe(304);
    expect(queries).toHaveBeenCalledTimes(1);
  });

  it('remembers a miss briefly, and forgets it on a media change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await t.app.inject('/media/trips/later.svg')).statusCode).toBe(404);
    expect((await t.app.inject('/media/trips/later.svg')).statusCode).toBe(404);
    expect(queries).toHaveBeenCalledTimes(1);

    await store('/media/trips/later.svg');
    expect((await t.app.inject('/media/trips/later.svg')).statusCode).toBe(404); // the remembered miss
    await invalidateCatalogue(t.app.readCache, 'media');
    expect((await t.app.inject('/media/trips/later.svg')).statusCode).toBe(200);

    // Without an invalidation (a lost message), a miss lasts 5 seconds, not the full TTL.
    expect((await t.app.inject('/media/trips/unseen.svg')).statusCode).toBe(404);
    await store('/media/trips/unseen.svg');
    vi.advanceTimersByTime(4_999);
    expect((await t.app.inject('/media/trips/unseen.svg')).statusCode).toBe(404);
    vi.advanceTimersByTime(1);
    expect((await t.app.inject('/media/trips/unseen.svg')).statusCode).toBe(200);
  });

  it('leaves large bodies in the database and refuses odd paths without a query', async () => {
    await store('/media/photos/large.svg', `<svg>${'x'.repeat(70_000)}</svg>`);
    await t.app.inject('/media/photos/large.svg');
    await t.app.inject('/media/photos/large.svg');
    expect(queries).toHaveBeenCalledTimes(2);
    queries.mockClear();
    expect((await t.app.inject('/media/../etc/passwd')).statusCode).toBe(404);
    expect((await t.app.inject(`/media/${'a'.repeat(400)}.svg`)).statusCode).toBe(404);
    expect(queries).not.toHaveBeenCalled();
  });
});
