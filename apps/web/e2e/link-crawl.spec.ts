import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// Every internal link reachable from '/' (header, footer, page content, cards) leads to a page that
// exists: no link is a dead end. A crawl by address: each page is opened, waited for, scrolled to
// its end (lazy sections and the footer load on the way), and its links are collected. The site
// walk covers client-side navigation; this covers breadth.

/** What a dead end looks like: the 404 page, or a detail page that found nothing. */
const DEAD = /^(Page not found|Article not found|This trip is not offered at the moment|Destination not found)$/;
const MAX_PAGES = 300;

/** Internal page links of the current page, without their #fragment. */
async function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.href, window.location.href))
      .filter((u) => u.origin === window.location.origin && !/^\/(api|media)\//.test(u.pathname))
      .map((u) => `${u.pathname}${u.search}`),
  );
}

async function visit(page: Page, url: string): Promise<{ heading: string; links: string[] }> {
  await page.goto(url);
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  // To the end, twice: the first scroll may add sections (and the footer) that make the page longer.
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForLoadState('networkidle');
  }
  return { heading: ((await heading.textContent()) ?? '').trim(), links: await linksOn(page) };
}

test('no internal link reachable from / lands on the not-found page', async ({ browser }) => {
  test.setTimeout(600_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const seen = new Map<string, string>([['/', 'the start']]);
  const queue = ['/'];
  const dead: string[] = [];
  let visited = 0;

  // Three tabs crawl side by side: the queue is shared, each takes the next address.
  const worker = async () => {
    const page = await context.newPage();
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      visited += 1;
      const { heading, links } = await visit(page, url);
      if (DEAD.test(heading)) dead.push(`${url} ("${heading}", linked from ${seen.get(url)})`);
      for (const link of links) {
        if (seen.has(link) || seen.size >= MAX_PAGES) continue;
        seen.set(link, url);
        queue.push(link);
      }
      // Another tab may still add addresses: wait for them before giving up.
      while (queue.length === 0 && visited < seen.size) await page.waitForTimeout(100);
    }
    await page.close();
  };
  await Promise.all([worker(), worker(), worker()]);
  await context.close();

  expect(seen.size, 'the crawl reached the catalogue').toBeGreaterThan(60);
  expect(seen.size, 'the crawl stayed bounded').toBeLessThan(MAX_PAGES);
  for (const page of ['/kilimanjaro', '/destinations/ngorongoro', '/destinations/tarangire', '/blog', '/custom-package', '/all-demos']) {
    expect(seen.has(page), `${page} is linked from the site`).toBe(true);
  }
  expect(dead, 'internal links that end on a not-found page').toEqual([]);
});
