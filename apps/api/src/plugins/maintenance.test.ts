import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@safari/contracts/messages';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rawGet } from '../../test/raw-http';

// Maintenance mode decided by the matched route: no spelling of an API path gets data while
// the flag is on. Raw requests on a listening server, so no client normalises the paths.

const CLOSED = [
  '/api/trips?limit=100',
  '/%61pi/trips?limit=100',
  '/%41PI/trips?limit=100',
  '//api/trips?limit=100',
  '/api/./trips?limit=100',
  '/api/x/../trips?limit=100',
  '/api/no-such-route',
];

describe.each([
  ['the API alone', false],
  ['the API and the storefront', true],
])('in maintenance, serving %s', (_label, serveWebApp) => {
  let t: TestApp;
  let port: number;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ serveWebApp, config: { MAINTENANCE_MODE: true, WEB_DIST_DIR: webDist } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each(CLOSED)('%s answers 503 with the maintenance envelope', async (url) => {
    const res = await rawGet(port, url);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(JSON.parse(res.body)).toEqual({ status: false, code: 503, message: API_MESSAGES.maintenance });
  });

  it.each(['/api/status', '/%61pi/status', '/api/health'])('%s still answers', async (url) => {
    expect((await rawGet(port, url)).status).toBe(200);
  });

  it.runIf(serveWebApp)('storefront pages still load (they show the maintenance page)', async () => {
    const res = await rawGet(port, '/packages');
    expect(res.status).toBe(200);
    expect(res.body).toContain('id="root"');
  });
});
