import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithRoutes, type AppWithRoutes } from '../test/app-with-routes';
import { parseResponses, rawConnect } from '../test/raw-http';

// The HTTP layer under the routes, on a real listening server: what Node answers before
// Fastify routes (oversized headers, garbage, slow clients) uses the envelope, slow clients
// are cut off, connections are capped, and a request arriving while closing gets a 503 envelope.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const envelope = (body: string) => JSON.parse(body) as { status: boolean; code: number; message: string };

describe('the HTTP layer', () => {
  let t: AppWithRoutes;
  let port: number;
  beforeAll(async () => {
    t = await appWithRoutes(() => undefined, {
      config: { HTTP_REQUEST_TIMEOUT_MS: 1000, HTTP_CONNECTION_TIMEOUT_MS: 600, HTTP_MAX_CONNECTIONS: 3 },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers headers over the size limit with a 431 envelope', async () => {
    const c = await rawConnect(port);
    c.socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const [res] = parseResponses(await c.closed);
    expect(res?.status).toBe(431);
    expect(envelope(res!.body)).toMatchObject({ status: false, code: 431 });
  });

  it('answers a URL over the size limit with a 431 envelope', async () => {
    const c = await rawConnect(port);
    c.socket.write(`GET /api/trips?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const [res] = parseResponses(await c.closed);
    expect(res?.status).toBe(431);
    expect(envelope(res!.body)).toMatchObject({ status: false, code: 431 });
  });

  it('answers bytes that are not HTTP with a 400 envelope', async () => {
    const c = await rawConnect(port);
    c.socket.write('HELLO THERE\r\n\r\n');
    const [res] = parseResponses(await c.closed);
    expect(res?.status).toBe(400);
    expect(envelope(res!.body)).toMatchObject({ status: false, code: 400 });
  });

  it('cuts off a body that trickles in slower than requestTimeout allows, with a 408 envelope', async () => {
    const c = await rawConnect(port);
    c.socket.write(
      'POST /api/trips/7b0e9c52-2d2e-4a8b-9d65-3a3f7f0b9d11 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    // One byte every 200 ms: never idle long enough for the connection timeout, but the whole
    // request would take 200 s.
    const trickle = setInterval(() => c.socket.writable && c.socket.write(' '), 200);
    const raw = await c.closed;
    clearInterval(trickle);
    const [res] = parseResponses(raw);
    expect(res?.status).toBe(408);
    expect(envelope(res!.body)).toMatchObject({ status: false, code: 408 });
  });

  it('closes a connection that goes quiet in the middle of its headers', async () => {
    const c = await rawConnect(port);
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    await c.closed; // resolves only because the server closed it
    expect(c.socket.destroyed).toBe(true);
  });

  it('refuses connections over HTTP_MAX_CONNECTIONS instead of holding them', async () => {
    expect(t.app.server.maxConnections).toBe(3);
    const held = await Promise.all([rawConnect(port), rawConnect(port), rawConnect(port)]);
    await sleep(100);
    const extra = await rawConnect(port);
    expect(await extra.closed).toBe(''); // dropped without an answer
    for (const c of held) c.socket.destroy();
  });

  it('sets keep-alive and request timeouts from the config', () => {
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
    expect(t.app.server.requestTimeout).toBe(1000);
  });
});

describe('while closing', () => {
  it('finishes the request in flight, telling its client to reconnect', async () => {
    let release: () => void = () => undefined;
    const t = await appWithRoutes((app) => {
      app.get('/api/test/slow', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return { status: true, code: 200, message: 'OK', data: null };
      });
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const c = await rawConnect((t.app.server.address() as AddressInfo).port);
    c.socket.write('GET /api/test/slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await sleep(100);
    const closing = t.app.close();
    await sleep(100);
    release();
    const [res] = parseResponses(await c.closed);
    await closing;
    await t.database.destroy();
    expect(res?.status).toBe(200);
    expect(res?.headers.connection).toBe('close');
  });

  it('answers a request that completes after close() began with a 503 envelope', async () => {
    const t = await appWithRoutes(() => undefined);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const c = await rawConnect((t.app.server.address() as AddressInfo).port);
    // Half a request: the connection is busy, so close() leaves it open for it to finish.
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    await sleep(100);
    const closing = t.app.close();
    await sleep(100);
    c.socket.write('\r\n');
    const [res] = parseResponses(await c.closed);
    await closing;
    await t.database.destroy();
    expect(res?.status).toBe(503);
    expect(res?.headers.connection).toBe('close');
    expect(envelope(res!.body)).toMatchObject({ status: false, code: 503 });
  });
});
