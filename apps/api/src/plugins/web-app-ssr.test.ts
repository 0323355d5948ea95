import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createStaff } from '../../test/factories/staff';
import { buildStorefront } from '../../test/web-build';
import { builtRenderSource, createPageRenderer, type RenderModule } from '../lib/server-render';

// Decision 0029: every public page arrives as finished HTML, on PGlite and on
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
    const slug = trip.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const res = await page(`/trips/${slug}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/packages/${trip.uuid}`);
    const none = await page('/trips/no-such-trip-anywhere');
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('This trip is not offered at the moment');
  });

  // Every address that names nothing answers 404 from the server (docs/product.md#site),
  // whatever the route, and a 404 is never kept in the HTML cache as a page.
  it.each([
    ['an unknown path', '/no-such-page-here', 'Page not found'],
    ['a nested unknown path', '/about-us/team/nobody', 'Page not found'],
    ['an unknown package uuid', '/packages/00000000-0000-4000-8000-000000000000', 'Package not found'],
    ['a malformed package id', '/packages/not-a-uuid', 'Package not found'],
    ['an unknown destination slug', '/destinations/no-such-place', 'Destination not found'],
    ['an unknown destination uuid', '/destinations/00000000-0000-4000-8000-000000000000', 'Destination not found'],
    ['an unknown blog article', '/blog/no-such-article', 'Article not found'],
    ['an unknown static tour', '/book/999999', 'Loading tour details or tour not found...'],
    ['an unknown experience', '/experiences/no-such-experience', 'Page not found'],
    ['an unknown trip name', '/trips/no-such-trip-anywhere', 'This trip is not offered at the moment'],
    ['a path that starts with //', '//x', 'Page not found'],
    ['// and a bracket', '//[', 'Page not found'],
    ['// and brackets', '//a[b', 'Page not found'],
    ['// and an encoded bracket', '//%5B', 'Page not found'],
    // '/\x' is sent over HTTP by the build's fuzz test (openapi-fuzz.test.ts): inject reads it as a host.
    ['an encoded slash', '/destinations%2Fserengeti', 'Page not found'],
  ])('answers %s (%s) 404 with its page, and keeps no copy', async (_label, url, text) => {
    const first = await page(url);
    expect(first.statusCode).toBe(404);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.body).toContain(text);
    expect(first.body).toContain('<meta name="robots" content="noindex"/>');
    // Not from the HTML cache: a second answer is rendered again (a cached page carries an etag).
    const again = await page(url);
    expect(again.statusCode).toBe(404);
    expect(again.headers.etag).toBeUndefined();
  });

  it('sends the dashboard as the client-only shell, kept out of search results', async () => {
    const res = await page('/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).not.toContain('id="ssr-data"');
  });
});

describe('a page whose data cannot be loaded', () => {
  it('answers 503 with the error page while the database is away, never a 200, and keeps no copy', async () => {
    const down = await createTestApp({ seed: true, serveWebApp: true, config: { WEB_DIST_DIR: web.distDir, READ_CACHE_TTL_SECONDS: 30 } });
    try {
      await down.database.close();
      for (const url of ['/all-packages', `/packages/${trip.uuid}`, '/destinations/serengeti-national-park']) {
        const res = await down.app.inject({ url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('Something went wrong');
        expect(res.body).toContain('<meta name="robots" content="noindex"/>');
      }
    } finally {
      await down.app.close();
      await down.database.destroy().catch(() => undefined);
      // The built renderer keeps one API transport for the process: give it back to this file's app.
      await createPageRenderer(
        t.app,
        builtRenderSource(t.app, web.distDir, fs.readFileSync(path.join(web.distDir, 'index.html'), 'utf8'))!,
      );
    }
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
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/trips/${trip.uuid}`,
      headers: operator.headers,
      payload: { name: renamed },
    });
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
        module.createRenderer({
          ...options,
          fetch: async (input, init) => held.then(() => options.fetch(input, init)).finally(() => (fetchesDone += 1)),
        }),
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

// The seat-count block keeps its imports beside it (this file's top is being edited at the same
// time); they can join the imports above.
const { addDays, DEFAULT_OPERATOR_TIME_ZONE, formatIsoDate, todayIn } = await import('@safari/contracts/calendar');
const { bookingOptions } = await import('../../test/factories/bookings');

describe('seat counts in cached pages (issue 18)', () => {
  const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
  let address = 0;
  // An address per request: the write limit per address is not what this measures.
  const from = () => `198.18.${Math.floor(address / 200)}.${(address++ % 200) + 1}`;
  /** The one card (a departure `<li>`, a climb `<article>`) in `html` whose text holds `needle`. */
  const card = (html: string, tag: 'li' | 'article', needle: string) => {
    const found = [...html.matchAll(new RegExp(`<${tag}[^>]*>[\\s\\S]*?</${tag}>`, 'g'))]
      .map((m) => m[0])
      .filter((c) => c.includes(needle));
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  // Only an answer from the HTML cache carries an etag; a page rendered for the request has none.
  /** The page, twice: the second answer must come from the cache, so the test sees the cache. */
  const cachedPage = async (url: string) => {
    expect((await page(url)).statusCode).toBe(200);
    const again = await page(url);
    expect(again.headers.etag).toBeDefined();
    return again.body;
  };
  /** The page right after a write: rendered again, not the copy cached before it. */
  const renderedPage = async (url: string) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    return res.body;
  };

  /** A departure of the page's trip, opened in the back office; `days` from today keeps dates apart. */
  const openDeparture = async (days: number, seats: number) => {
    const operator = await createStaff(t.app, t.database.db);
    const startDate = addDays(today, days);
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/admin/trips/${trip.uuid}/departures`,
      headers: operator.headers,
      payload: { start_date: startDate, seats_total: seats, price_per_person: 1950 },
    });
    expect(opened.statusCode).toBe(201);
    const { uuid } = opened.json().data as { uuid: string };
    const admin = (method: 'PATCH' | 'PUT' | 'GET', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: operator.headers });
    // The departure's card on the package page: its button names its date.
    const seatsCard = (html: string) => card(html, 'li', `Book the departure of ${formatIsoDate(startDate)}`);
    return { uuid, startDate, admin, seatsCard };
  };
  /** POST /api/save_booking on a departure, as the storefront's booking form sends it. */
  const book = async (departure: { uuid: string; startDate: string }, guests: number) => {
    const options = await bookingOptions(t.database.db);
    return t.app.inject({
      method: 'POST',
      url: '/api/save_booking',
      remoteAddress: from(),
      payload: {
        trip_uuid: trip.uuid,
        trip_group_uuid: departure.uuid,
        class_id: options.classId,
        guest_count: guests,
        start_date: departure.startDate,
        phone: '+255 700 000 000',
        email: `seats-${address}@example.test`,
        fname: 'Neema',
        lname: 'Kimaro',
        gender: options.genderId,
        country: options.countryId,
      },
    });
  };

  it("drops a package page when a booking takes a departure's seats, down to the last ones", async () => {
    const departure = await openDeparture(150, 4);
    const url = `/packages/${trip.uuid}`;

    const before = departure.seatsCard(await cachedPage(url));
    expect(before).toContain('4 of 4 seats left');
    expect(before).toContain('Book this departure');

    expect((await book(departure, 2)).statusCode).toBe(201);
    const half = departure.seatsCard(await renderedPage(url));
    expect(half).not.toContain('4 of 4 seats left');
    expect(half).toContain('2 of 4 seats left');

    await cachedPage(url);
    expect((await book(departure, 2)).json().data.departure).toEqual({ uuid: departure.uuid, seats_left: 0 });
    const full = departure.seatsCard(await renderedPage(url));
    expect(full).not.toContain('2 of 4 seats left');
    expect(full).toContain('Sold out');
    expect(full).not.toContain('Book this departure');
    expect(full).toMatch(/<button[^>]*disabled=""/);
  });

  it('drops a package page when the back office gives seats back or changes the seat total', async () => {
    const departure = await openDeparture(160, 4);
    const url = `/packages/${trip.uuid}`;
    const { reference } = (await book(departure, 4)).json().data as { reference: string };
    expect(departure.seatsCard(await cachedPage(url))).toContain('Sold out');

    const booking = (await departure.admin('GET', `/api/admin/bookings?q=${reference}`)).json().data.items[0] as { uuid: string };
    expect((await departure.admin('PUT', `/api/admin/bookings/${booking.uuid}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    const released = departure.seatsCard(await renderedPage(url));
    expect(released).not.toContain('Sold out');
    expect(released).toContain('4 of 4 seats left');

    await cachedPage(url);
    expect((await departure.admin('PATCH', `/api/admin/departures/${departure.uuid}`, { seats_total: 6 })).statusCode).toBe(200);
    expect(departure.seatsCard(await renderedPage(url))).toContain('6 of 6 seats left');
  });

  it('drops the Kilimanjaro pages when a climb reservation takes the last spots', async () => {
    const climbs = (await t.app.inject('/api/climbs')).json().data.climbs as { uuid: string; seats_left: number; seats_total: number }[];
    const climb = climbs.find((c) => c.seats_left === c.seats_total && c.seats_total >= 2)!;
    expect(climb).toBeDefined();
    const urls = ['/kilimanjaro', '/destinations/kilimanjaro'];
    const reserve = (seats: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/climbs/${climb.uuid}/reserve`,
        remoteAddress: from(),
        payload: { name: 'Juma Mrema', email: 'juma@example.test', phone: '+255 754 000 000', seats },
      });
    const climbCard = (html: string) => card(html, 'article', `data-id="${climb.uuid}"`);
    const total = climb.seats_total;

    for (const url of urls) expect(climbCard(await cachedPage(url))).toContain(`${total} of ${total} spots left`);

    expect((await reserve(total - 1)).json().data).toMatchObject({ seats_left: 1 });
    for (const url of urls) {
      const one = climbCard(await renderedPage(url));
      expect(one).not.toContain(`${total} of ${total} spots left`);
      expect(one).toContain(`1 of ${total} spots left`);
      expect(one).toContain('Reserve Spot');
    }

    for (const url of urls) await cachedPage(url);
    expect((await reserve(1)).json().data).toMatchObject({ seats_left: 0 });
    for (const url of urls) {
      const full = climbCard(await renderedPage(url));
      expect(full).not.toContain('spots left');
      expect(full).toContain('Sold out');
      expect(full).not.toContain('Reserve Spot');
      expect(full).toContain('Send an inquiry');
    }
  });
});
