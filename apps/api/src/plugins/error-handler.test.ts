import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_MESSAGES } from '@safari/contracts/messages';
import { appWithRoutes, type AppWithRoutes } from '../../test/app-with-routes';

// The error handler's contract, as fastify/demo's test/app/error-handler.test.ts checks it:
// whatever a route throws, the answer is the envelope; a 5xx never shows the error.

let t: AppWithRoutes;

beforeAll(async () => {
  t = await appWithRoutes((app) => {
    app.get('/api/test/throws', async () => {
      throw new Error('Kaboom! secret at /srv/app/src/internal.ts:12:3');
    });
    app.get('/api/test/throws-sync', () => {
      throw new TypeError('Cannot read properties of undefined (reading "secret")');
    });
    app.post('/api/test/store', async (request) => {
      const { text } = request.body as { text: string };
      await app.database.db.execute(sql`select ${text}::text as stored`);
      return { status: true, code: 200, message: 'OK', data: null };
    });
  });
});
afterAll(() => t.close());

const internalError = { status: false, code: 500, message: API_MESSAGES.internal };

describe('a thrown error', () => {
  it.each(['/api/test/throws', '/api/test/throws-sync'])('%s becomes a 500 with the generic envelope', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(internalError);
    expect(res.body).not.toMatch(/Kaboom|secret|\.ts:\d+|at /);
  });
});

describe('failures Fastify answers itself use the envelope', () => {
  it('a URL that does not decode is a 400', async () => {
    const res = await t.app.inject('/api/trips/%ff');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 400 });
  });

  it('a path parameter longer than the router allows is a 414', async () => {
    const res = await t.app.inject(`/api/trips/${'a'.repeat(500)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ status: false, code: 414 });
  });

  it('an unsupported content type is a 415 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/store', headers: { 'content-type': 'text/x-nope' }, payload: 'x' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: false, code: 415 });
  });
});

describe('a multipart body the parser cannot read', () => {
  it.each([
    ['no parts at all', 'garbage'],
    ['cut short', '------x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAmina'],
  ])('(%s) is a 400 envelope, not a 500', async (_label, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'multipart/form-data; boundary=----x' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 400 });
  });
});

describe('NUL characters never reach the database', () => {
  it.each([
    ['a path parameter', { url: '/media/%00' }],
    ['a wildcard with a NUL inside', { url: '/media/trips/a%00b.svg' }],
    ['a route parameter', { url: '/api/destinations/%00' }],
    ['the query string', { url: '/api/trips?limit=10&x=%00' }],
    ['a body value', { method: 'POST' as const, url: '/api/test/store', payload: { text: 'a\u0000b' } }],
    ['a body key', { method: 'POST' as const, url: '/api/test/store', payload: { text: 'ok', ['k\u0000']: 1 } }],
    ['a nested body value', { method: 'POST' as const, url: '/api/test/store', payload: { text: 'ok', deep: [{ x: ['\u0000'] }] } }],
  ])('%s is a 400 envelope', async (_label, request) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 400 });
  });

  it('text without NUL still reaches the route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/store', payload: { text: 'plain ünïcødé 🦁' } });
    expect(res.statusCode).toBe(200);
  });
});
