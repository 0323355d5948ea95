import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets } from '../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rawGet } from '../../test/raw-http';

// Rate limits decided by the matched route: spelling an API path differently (the router
// decodes it to the same route) spends the same budget; the health check is never limited;
// site-root routes have budgets of their own; the storefront's static files are exempt.
// Raw requests on a listening server, so no client normalises the paths first. Each test is
// a different client (X-Forwarded-For, trusted here), so each starts with a full budget.

const LIMIT = 5;
const SPELLINGS = [
  '/%61pi/trips?limit=1',
  '/%41PI/trips?limit=1',
  '//api/trips?limit=1',
  '/api/./trips?limit=1',
  '/api/trips/../trips?limit=1',
];

let webDist: string;
let t: TestApp;
let port: number;
let clients = 0;
/** A GET from a client of its own. */
const client = () => {
  const ip = `203.0.113.${++clients}`;
  return (url: string) => rawGet(port, url, { 'x-forwarded-for': ip });
};

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets/app-abc123.js'), 'console.log(1)');
  t = await createTestApp({
    serveWebApp: true,
    config: { RATE_LIMIT_PER_MINUTE: LIMIT, WEB_DIST_DIR: webDist, TRUST_PROXY: true },
  });
  await t.database.db.insert(mediaAssets).values({ path: '/media/x.svg', contentType: 'image/svg+xml', body: '<svg/>', etag: 'e' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('once the API budget is spent', () => {
  const get = client();
  beforeAll(async () => {
    for (let i = 0; i < LIMIT; i++) expect((await get('/api/trips?limit=1')).status).toBe(200);
  });

  it.each(SPELLINGS)('%s is refused with a 429 envelope like /api/trips', async (spelling) => {
    const res = await get(spelling);
    expect(res.status).toBe(429);
    expect(JSON.parse(res.body)).toMatchObject({ status: false, code: 429 });
  });

  it('an unknown API path is refused too', async () => {
    expect((await get('/api/no-such-route')).status).toBe(429);
  });

  it('the health check still answers', async () => {
    for (let i = 0; i < LIMIT * 3; i++) expect((await get('/api/health')).status).toBe(200);
  });

  it('site-root routes and static files have budgets of their own', async () => {
    expect((await get('/robots.txt')).status).toBe(200);
    expect((await get('/assets/app-abc123.js')).status).toBe(200);
  });
});

it('requests under different spellings add up to the one API budget', async () => {
  const get = client();
  const statuses = [];
  for (let i = 0; i < LIMIT + SPELLINGS.length; i++) statuses.push((await get(SPELLINGS[i % SPELLINGS.length]!)).status);
  expect(statuses.filter((s) => s === 429)).toHaveLength(SPELLINGS.length);
});

it.each(['/sitemap.xml', '/robots.txt', '/media/x.svg', '/some/page'])(
  'site-root route %s is limited on a budget of its own',
  async (url) => {
    const get = client();
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await get(url)).status);
    expect(statuses.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await get('/api/trips?limit=1')).status).toBe(200); // the API budget is untouched
  },
);

it('never limits the storefront static files', async () => {
  const get = client();
  for (let i = 0; i < LIMIT * 3; i++) expect((await get('/assets/app-abc123.js')).status).toBe(200);
});
