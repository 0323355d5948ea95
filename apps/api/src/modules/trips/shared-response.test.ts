import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTrip } from '../../../test/factories/trips';
import { createCallers } from '../../../test/factories/staff';

// Anonymous catalogue reads answered from prepared bytes (decision 0025), with the read cache
// on as in production: the same JSON as the ordinary path, in the coding asked for, tagged,
// revalidated with a 304, dropped by an admin write, and never used for a signed-in caller.

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let tripUuid: string;
beforeAll(async () => {
  t = await createTestApp({ config: { READ_CACHE_TTL_SECONDS: 30 } });
  callers = await createCallers(t.app, t.database.db);
  await createTrip(t.database.db, { name: 'Ngorongoro Crater Day' });
  tripUuid = (await createTrip(t.database.db, { name: 'Serengeti Migration' })).uuid;
});
afterAll(() => t.close());

const urls = () => ({ listing: '/api/trips?limit=100', detail: `/api/trips/${tripUuid}` });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const decode = (coding: string | undefined, bytes: Buffer) =>
  coding === 'br' ? zlib.brotliDecompressSync(bytes) : coding === 'gzip' ? zlib.gunzipSync(bytes) : bytes;

describe('shared catalogue responses', () => {
  it.each(['listing', 'detail'] as const)('sends the %s as the ordinary path would, in each coding', async (which) => {
    const url = urls()[which];
    // A signed-in caller takes the ordinary path: the route's serializer, nothing prepared.
    const ordinary = await get(url, callers.traveller.headers);
    expect(ordinary.statusCode).toBe(200);
    const plain = await get(url);
    expect(plain.rawPayload.equals(ordinary.rawPayload)).toBe(true);
    expect(plain.headers['content-type']).toBe(ordinary.headers['content-type']);
    expect(plain.headers['cache-control']).toBe('public, max-age=60');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const tags = new Set([plain.headers.etag]);
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['deflate', undefined],
    ] as const) {
      const res = await get(url, { 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(decode(coding, res.rawPayload).equals(ordinary.rawPayload)).toBe(true);
      tags.add(res.headers.etag);
    }
    // One strong tag per coding: identity, gzip, br.
    expect(tags.size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
  });

  it('answers 304 while If-None-Match holds, and the JSON again once it does not', async () => {
    const first = await get(urls().detail, { 'accept-encoding': 'gzip' });
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const again = await get(urls().detail, { 'accept-encoding': 'gzip', 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=60');
    }
    // A visitor who kept the gzip copy and now takes brotli still holds the current JSON.
    expect((await get(urls().detail, { 'accept-encoding': 'br', 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(urls().detail, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('drops the prepared bytes when the back office edits the trip', async () => {
    const before = await get(urls().detail);
    const listing = await get(urls().listing);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/trips/${tripUuid}`,
      headers: callers.operator.headers,
      payload: { name: 'Serengeti Great Migration' },
    });
    expect(edit.statusCode).toBe(200);
    for (const [url, old] of [
      [urls().detail, before],
      [urls().listing, listing],
    ] as const) {
      const after = await get(url, { 'if-none-match': old.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(old.headers.etag);
      expect(after.body).toContain('Serengeti Great Migration');
    }
  });

  it('never answers a signed-in caller from the shared bytes', async () => {
    const anonymous = await get(urls().detail);
    const signedIn = await get(urls().detail, { ...callers.traveller.headers, 'if-none-match': anonymous.headers.etag as string });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.json().data.trip.uuid).toBe(tripUuid);
  });

  it('keeps a 404 out of every cache', async () => {
    const missing = await get('/api/trips/00000000-0000-4000-8000-000000000000', { 'accept-encoding': 'gzip' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.headers.etag).toBeUndefined();
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: urls().detail, headers: { 'accept-encoding': 'br' } });
    const body = await get(urls().detail, { 'accept-encoding': 'br' });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers.etag).toBe(body.headers.etag);
    expect(head.headers['content-encoding']).toBe('br');
  });
});
