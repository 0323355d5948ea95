import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createStaff } from '../../test/factories/staff';
import { buildStorefront } from '../../test/web-build';
import { builtRenderSource, createPageRenderer, type RenderModule } from '../lib/server-render';

// Issue 8 and decision 0029: every public page arrives as finished HTML, on PGlite and on
// PostgreSQL alike (scripts/test-api.mjs runs this file on both). The storefront is built
// here, into a folder of its own: `npm test` runs this suite before the build.

let t: TestApp;
let web: Awaited<ReturnType<typeof buildStorefront>>;
let trip: { uuid: string; name: string; base_price: number };

beforeAll(async () => {
  web = await buildStorefront();
  console.log(`storefront built for server rendering in ${web.seconds.toFixed(1)} s`);
  // The read cache on, as in production, so the HTML cache and its invalidation are real.
  t = await createTestApp({ seed: true, serveWebApp: true, config: { WEB_DIST_DIR: web.distDir, READ_CACHE_TTL_SECONDS: 30 } });
  const listing = await t.app.inject('/api/trips?limit=1');
  trip = listing.json().data.trips[0];
}, 240_000);
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

/** The attribute values of every tag in `html` that matches `tag`. */
const attr = (html: string, tag: RegExp, name: string) =>
  [...html.matchAll(new RegExp(`<${tag.source}[^>]*>`, 'g'))].map((m) => new RegExp(`${name}="([^"]*)"`).exec(m[0])?.[1]);

describe('a package page, read without JavaScript', () => {
  it('holds the name in <h1>, the itinerary, the price, the link-preview tags and the JSON-LD', async () => {
    const res = await page(`/packages/${trip.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const name = trip.name.replace(/&/g, '&amp;');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));

    const detail = (await t.app.inject(`/api/trips/${trip.uuid}`)).json().data.trip as { trip_points: { title?: string; name?: string }[] };
    const stop = detail.trip_points[0]!;
    expect(html).toContain((stop.title ?? stop.name)!.replace(/&/g, '&amp;'));
    // The 'From' price in the summary, in US dollars until the visitor picks a currency.
    const price = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(trip.base_price);
    expect(html).toMatch(new RegExp(`data-testid="package-summary"[\\s\\S]{0,400}>From<[\\s\\S]{0,400}${price}`));

    expect(html).toContain(`<title>${name} | Safari Tanzania</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(attr(html, /meta name="description"/, 'content')).toEqual([expect.stringMatching(/.{20,}/)]);
    expect(attr(html, /link rel="canonical"/, 'href')).toEqual([`http://localhost:3000/packages/${trip.uuid}`]);
    expect(attr(html, /meta property="og:title"/, 'content')[0]).toContain(name);
    expect(attr(html, /meta property="og:image"/, 'content')[0]).toMatch(/^http:\/\/localhost:3000\/media\/og\/.+\.jpg$/);
    expect(attr(html, /meta name="twitter:card"/, 'content')).toEqual(['summary_large_image']);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Product', name: trip.name });
    // The data hand-off: the browser hydrates from it without fetching the trip again.
    expect(html).toContain('<script type="application/json" id="ssr-data">');
  });
});

describe('the home page', () => {
  it("has the carousel's trips and the footer with both offices", async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const latest = (await t.app.inject('/api/trips?limit=3')).json().data.trips as { name: string }[];
    for (const { name } of latest) expect(res.body).toContain(name.replace(/&/g, '&amp;'));
    const footer = /<footer[\s\S]*<\/footer>/.exec(res.body)?.[0] ?? '';
    expect(footer).toContain('Brussels');
    expect(footer).toContain('Dar es Salaam');
  });
});

describe('status codes and client-only pages', () => {
  it('answers an unknown path 404 with the not-found page', async () => {
    const res = await page('/no-such-page-here');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found');
  });

  it('answers an unknown package 404 with its own text', async () => {
    const res = await page('/packages/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Package not found');
  });

  it('redirects a trip addressed by its name (the header search) to its package page, and answers 404 for no such trip', async () => {
    const slug = trip.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const res = await page(`/trips/${slug}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/packages/${trip.uuid}`);
    const none = await page('/trips/no-such-trip-anywhere');
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('This trip is not offered at the moment');
  });

  it('sends the dashboard as the client-only shell, kept out of search results', async () => {
    const res = await page('/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).not.toContain('id="ssr-data"');
  });
});

describe('the HTML cache', () => {
  it('serves the same page again until an admin edit, then renders the new name', async () => {
    const url = `/packages/${trip.uuid}`;
    const first = await page(url);
    const again = await page(url);
    expect(again.headers.etag).toBe(first.headers.etag);

    const operator = await createStaff(t.app, t.database.db);
    const renamed = `${trip.name} Revisited`;
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/admin/trips/${trip.uuid}`, headers: operator.headers, payload: { name: renamed } });
    expect(edit.statusCode).toBe(200);

    const after = await page(url);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body).toMatch(new RegExp(`<h1[^>]*>${renamed.replace(/&/g, '&amp;')}</h1>`));
    trip = { ...trip, name: renamed };
  });
});

describe('cached pages', () => {
  it('are sent compressed once, not per request, and a revalidation is a 304', async () => {
    const url = `/packages/${trip.uuid}`;
    await page(url); // fills the cache
    const br = await t.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const again = await t.app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('the content security policy', () => {
  it("keeps 'unsafe-inline' out of script-src, and every inline script carries the response's nonce", async () => {
    for (const url of ['/', `/packages/${trip.uuid}`, '/no-such-page-here']) {
      const res = await page(url);
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).toContain("'self'");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      // Scripts that run: neither JSON data blocks nor external files.
      const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)].map((m) => m[0]);
      for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
      if (inline.length === 0) expect(nonce).toBeUndefined();
      expect(res.body).not.toContain('ssr-csp-nonce-placeholder');
    }
  });
});

describe('streaming (decision 0038)', () => {
  it("sends the head of every page with its status once the route's loaders have settled, before React renders", async () => {
    // The built renderer, with every API call it makes held until the test lets it go.
    const built = builtRenderSource(t.app, web.distDir, fs.readFileSync(path.join(web.distDir, 'index.html'), 'utf8'))!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let fetchesDone = 0;
    const module = await built.load();
    const slow: RenderModule = {
      createRenderer: (options) =>
        module.createRenderer({ ...options, fetch: async (input, init) => held.then(() => options.fetch(input, init)).finally(() => (fetchesDone += 1)) }),
    };
    try {
      const renderer = await createPageRenderer(t.app, { ...built, cache: false, load: async () => slow });
      const heads: { url: string; head: string; status: number; fetchesDone: number }[] = [];
      const render = (url: string) => renderer.page(url, (head, status) => heads.push({ url, head, status, fetchesDone }));
      const pages = Promise.all(['/', `/packages/${trip.uuid}`, '/packages/00000000-0000-4000-8000-000000000000'].map(render));
      // While the data is on its way nothing is sent: the status depends on it.
      await expect.poll(() => fetchesDone === 0 && heads.length === 0).toBe(true);
      release();
      const [home, detail, unknown] = await pages;
      expect(Object.fromEntries(heads.map(({ url, status }) => [url, status]))).toEqual({
        '/': 200,
        [`/packages/${trip.uuid}`]: 200,
        '/packages/00000000-0000-4000-8000-000000000000': 404,
      });
      for (const { head, fetchesDone: done } of heads) {
        expect(done).toBeGreaterThan(0);
        expect(head).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
        expect(head).toMatch(/<script type="module"[^>]*src="\/assets\//);
        expect(head).not.toContain('<title>');
      }
      for (const page of [home!, detail!, unknown!]) expect(page.html.startsWith(heads[0]!.head)).toBe(true);
      expect(home!.html).toContain('</title>');
      expect([home!.status, detail!.status, unknown!.status]).toEqual([200, 200, 404]);
    } finally {
      release();
      // The renderer's module keeps one API transport for the process: a renderer made the way
      // the app makes its own sets it back to the app's in-process fetch.
      await createPageRenderer(t.app, built);
    }
  });

  it('answers a first visit as the document streamed and compressed, the same page a cached visit gets', async () => {
    const url = '/about-us?streamed=1';
    const first = await t.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toContain('text/html');
    const cached = await t.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(cached.headers.etag).toBeDefined();
    const html = zlib.brotliDecompressSync(first.rawPayload).toString();
    expect(html).toBe(zlib.brotliDecompressSync(cached.rawPayload).toString());
    expect(html).toMatch(/^<!doctype html>[\s\S]*<title>[^<]*About[\s\S]*<\/html>\s*$/i);
  });
});
