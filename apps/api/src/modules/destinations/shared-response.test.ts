import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDestination } from '../../../test/factories/destinations';
import { createCallers } from '../../../test/factories/staff';

// The destination list and page answered from prepared bytes to anonymous visitors (decision
// 0025), with the read cache on: the ordinary path's JSON, an hour's Cache-Control, a 304 on
// revalidation, and fresh bytes once the back office edits the place.

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let park: Awaited<ReturnType<typeof createDestination>>;
beforeAll(async () => {
  t = await createTestApp({ config: { READ_CACHE_TTL_SECONDS: 30 } });
  callers = await createCallers(t.app, t.database.db);
  park = await createDestination(t.database.db, { name: 'Ruaha' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('shared destination responses', () => {
  it.each([
    ['list', () => '/api/destinations?limit=20'],
    ['page by slug', () => `/api/destinations/${park.slug}`],
    ['page by uuid', () => `/api/destinations/${park.uuid}`],
  ])('sends the %s as the ordinary path would, and a 304 while it holds', async (_, url) => {
    const ordinary = await get(url(), callers.traveller.headers);
    expect(ordinary.statusCode).toBe(200);
    const shared = await get(url(), { 'accept-encoding': 'br' });
    expect(shared.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(shared.rawPayload).equals(ordinary.rawPayload)).toBe(true);
    expect(shared.headers['cache-control']).toBe('public, max-age=3600');
    const again = await get(url(), { 'accept-encoding': 'br', 'if-none-match': shared.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('sends fresh bytes once the back office renames the place', async () => {
    const before = await get(`/api/destinations/${park.slug}`);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/destinations/${park.uuid}`,
      headers: callers.operator.headers,
      payload: { name: 'Ruaha National Park' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await get(`/api/destinations/${park.slug}`, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.destination.name).toBe('Ruaha National Park');
  });

  it('keeps an unknown place out of every cache', async () => {
    const missing = await get('/api/destinations/no-such-place');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.headers.etag).toBeUndefined();
  });
});
