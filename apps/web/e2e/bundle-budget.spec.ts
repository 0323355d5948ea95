import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The storefront's JavaScript budget (decision 0032): gzip (level 9, per file) of every script a
 * fresh visit downloads while the visitor does nothing — the entry, the route chunk and
 * whatever the page lazy-loads on its own (sections near the viewport, idle-time loads), at
 * desktop 1280×800 and phone 390×844. '/' has the tightest budget, every other public page
 * 120 KB. It is measured in the browser, not read from the build manifest, because a manifest
 * walk only sees static imports. What loads on the first scroll, key press or touch is by
 * definition not part of it; the content it belongs to is in the server's HTML already.
 * The figures go to artifacts/bundle-size.json.
 */
// The budgets with React DOM at runtime (about 60 KB of each page): decision 0038.
const HOME_BUDGET_KB = 130;
const PAGE_BUDGET_KB = 150;
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
// The build under test: the one serve.mjs serves (WEB_DIST_DIR when a second build runs beside the first).
const DIST = path.resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const ASSETS = path.join(DIST, 'assets');
const REPORT = path.resolve('artifacts/bundle-size.json');

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(ASSETS, file)), { level: 9 }).length / 1024;
const round = (kb: number) => Math.round(kb * 10) / 10;

/** Chunk files are named by hash only (vite.config.ts); the build manifest says what each one holds. */
function moduleNames(): Map<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; name?: string; src?: string }
  >;
  return new Map(Object.values(manifest).map((chunk) => [path.basename(chunk.file), chunk.src ?? chunk.name ?? '?']));
}

interface Measurement {
  kb: number;
  files: { file: string; module: string; kb: number }[];
}

/** Opens `url` in a fresh context (empty cache), waits, and sums the gzip size of every script it loaded. */
async function measure(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  names: Map<string, string>,
): Promise<Measurement> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  expect(response?.ok(), `${url} answers 200`).toBe(true);
  // Idle-time and near-viewport loads that start just after the network first settles.
  await page.waitForTimeout(1_500);
  await page.waitForLoadState('networkidle');
  // Module preloads (in the HTML or inserted by Vite before a dynamic import) and anything the
  // resource timeline saw, in case the request event classified them differently.
  const seen = await page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.href),
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
  ]);
  for (const href of seen) if (new URL(href).pathname.endsWith('.js')) scripts.add(href);
  await context.close();

  const files = [...scripts]
    .map((href) => new URL(href))
    .filter((u) => u.pathname.startsWith('/assets/') && u.pathname.endsWith('.js'))
    .map((u) => path.basename(u.pathname));
  expect(files.length, `${url} loads its scripts`).toBeGreaterThan(0);
  const unknown = files.filter((file) => !fs.existsSync(path.join(ASSETS, file)));
  expect(unknown, `scripts not found in ${ASSETS} (is the build current?)`).toEqual([]);
  const sized = [...new Set(files)]
    .map((file) => ({ file, module: names.get(file) ?? '?', kb: round(gzipKb(file)) }))
    .sort((a, b) => b.kb - a.kb);
  const exact = [...new Set(files)].reduce((sum, file) => sum + gzipKb(file), 0);
  return { kb: round(exact), files: sized };
}

/** Static destination pages with their own route (decision 0023); 'a destination page' is a generic one. */
const STATIC_DESTINATIONS = new Set(['kilimanjaro', 'ngorongoro', 'tarangire', 'serengeti', 'zanzibar']);

test('the JavaScript a fresh visit to each public page downloads stays within its budget', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const trip = (await (await request.get('/api/trips?limit=1&offset=0')).json()).data.trips[0];
  expect(trip, 'a seeded trip for the detail page').toBeTruthy();
  const destinations: { slug: string }[] = (await (await request.get('/api/destinations?limit=20&offset=0')).json()).data.destinations;
  const destination = destinations.find((d) => !STATIC_DESTINATIONS.has(d.slug));
  expect(destination, 'a seeded destination without a page of its own').toBeTruthy();
  const pages = [
    '/',
    '/all-packages',
    '/kilimanjaro-packages',
    `/packages/${trip.uuid}`,
    '/destinations',
    `/destinations/${destination!.slug}`,
    '/destinations/serengeti',
    '/experiences',
    '/about-us',
    '/faq',
    '/terms',
    '/privacy',
    '/blog',
    '/kilimanjaro',
    '/contact-us',
  ];
  const budget = (url: string) => (url === '/' ? HOME_BUDGET_KB : PAGE_BUDGET_KB);

  const names = moduleNames();
  const results: Record<string, Record<string, Measurement>> = {};
  for (const url of pages) {
    const byViewport: Record<string, Measurement> = {};
    for (const [name, viewport] of Object.entries(VIEWPORTS)) byViewport[name] = await measure(browser, url, viewport, names);
    results[url] = byViewport;
  }

  const lines = [`JavaScript downloaded on a fresh load (gzip -9; budget '/' ${HOME_BUDGET_KB} KB, others ${PAGE_BUDGET_KB} KB):`];
  for (const url of pages) {
    const row = Object.entries(results[url]!).map(([name, m]) => `${name} ${m.kb.toFixed(1)} KB (${m.files.length} files)`);
    lines.push(`  ${url.padEnd(50)} ${row.join('   ')}`);
  }
  console.log(lines.join('\n'));
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(
    REPORT,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), budgetKb: { home: HOME_BUDGET_KB, others: PAGE_BUDGET_KB }, pages: results }, null, 2)}\n`,
  );

  const over: string[] = [];
  for (const url of pages)
    for (const [name, m] of Object.entries(results[url]!))
      if (m.kb > budget(url))
        over.push(`${url} at ${name}: ${m.kb} KB > ${budget(url)} KB (${m.files.map((f) => `${f.module} ${f.kb}`).join(', ')})`);
  expect(over, 'pages over their JavaScript budget').toEqual([]);
});
