import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testConfig } from './config';
import { mediaAssets } from './db/schema/index';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets/app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ serveWebApp: true, config: { WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('health', () => {
  it('reports the database as up', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, data: { database: 'up' } });
  });
});

describe('error envelope', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, code: 404 });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trips/7b0e9c52-2d2e-4a8b-9d65-3a3f7f0b9d11',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 400 });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the usual hardening headers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs and lists the routes', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/trips', '/api/trips/{id}', '/api/splash']));
  });
});

describe('media', () => {
  it('serves stored artwork with an ETag and a no-script CSP, and honours If-None-Match', async () => {
    await t.database.db
      .insert(mediaAssets)
      .values({ path: '/media/trips/test.svg', contentType: 'image/svg+xml', body: '<svg/>', etag: 'abc' });
    const res = await t.app.inject('/media/trips/test.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const again = await t.app.inject({ url: '/media/trips/test.svg', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject('/media/trips/missing.svg')).statusCode).toBe(404);
  });
});

describe('storefront serving', () => {
  it('answers client-side routes with index.html and caches hashed assets for a year', async () => {
    const page = await t.app.inject('/packages/some-uuid');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('id="root"');
    const asset = await t.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject('/assets/missing-file.js')).statusCode).toBe(404);
  });
});

describe('maintenance flag', () => {
  it('is reported by /api/status and turns the API into 503s while on', async () => {
    expect((await t.app.inject('/api/status')).json().data).toMatchObject({ maintenance: false });
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig({ MAINTENANCE_MODE: true }), database });
    try {
      expect((await app.inject('/api/status')).json().data).toMatchObject({ maintenance: true });
      const res = await app.inject('/api/trips');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: false, code: 503 });
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});

describe('when the database is away', () => {
  it('answers 503 with a clear message instead of crashing', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    await app.ready();
    await database.close();
    try {
      const health = await app.inject('/api/health');
      expect(health.statusCode).toBe(503);
      const trips = await app.inject('/api/trips');
      expect(trips.statusCode).toBe(503);
      expect(trips.json()).toMatchObject({ status: false, code: 503 });
    } finally {
      await app.close();
      await database.destroy().catch(() => undefined);
    }
  });
});
