import type { Db } from '../../db/client';
import { etagOf } from '../../lib/etag';
import type { ReadCache } from '../../lib/read-cache';
import { SITEMAP_CACHE, SITEMAP_KEY } from './cache';
import { loadSitemapEntries } from './repository';

/** The storefront's listing pages: every one lists trips. */
const LISTING_PATHS = ['/all-packages', '/safari-packages', '/kilimanjaro-packages', '/zanzibar-packages'];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** W3C date (yyyy-MM-dd) in UTC, what sitemap lastmod expects. */
const w3cDate = (date: Date) => date.toISOString().slice(0, 10);

// max() over a timestamp comes back as a string from some drivers (seo/repository.ts).
const toDate = (value: Date | string | null) => (value === null || value instanceof Date ? value : new Date(value));

const latest = (...dates: Array<Date | null>) => dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

interface Url {
  path: string;
  lastmod: Date | null;
}

function publicBase(publicUrl: string) {
  return publicUrl.replace(/\/+$/, '');
}

/** The sitemap from the read cache, with the ETag its revalidations are answered by. */
export function getSitemap(db: Db, cache: ReadCache, publicUrl: string): Promise<{ xml: string; etag: string }> {
  return cache.wrap(SITEMAP_CACHE, SITEMAP_KEY, async () => {
    const xml = await buildSitemap(db, publicUrl);
    return { xml, etag: etagOf(xml) };
  });
}

/** sitemaps.org XML of the public pages, built from the database. */
async function buildSitemap(db: Db, publicUrl: string, now: Date = new Date()): Promise<string> {
  const base = publicBase(publicUrl);
  const entries = await loadSitemapEntries(db);
  const changedAt = { trips: toDate(entries.tripsChangedAt), destinations: toDate(entries.destinationsChangedAt) };
  const catalogueChangedAt = latest(changedAt.trips, changedAt.destinations) ?? now;
  const tripsChangedAt = changedAt.trips ?? catalogueChangedAt;
  const destinationsChangedAt = changedAt.destinations ?? catalogueChangedAt;

  const urls: Url[] = [
    { path: '/', lastmod: catalogueChangedAt },
    ...LISTING_PATHS.map((path) => ({ path, lastmod: tripsChangedAt })),
    { path: '/destinations', lastmod: destinationsChangedAt },
    { path: '/experiences', lastmod: destinationsChangedAt },
    { path: '/faq', lastmod: catalogueChangedAt },
    ...entries.trips.map((t) => ({ path: `/packages/${t.uuid}`, lastmod: t.updatedAt })),
    ...entries.destinations.map((d) => ({ path: `/destinations/${d.slug}`, lastmod: d.updatedAt })),
  ];

  const body = urls
    .map((u) => {
      const lastmod = u.lastmod ? `<lastmod>${w3cDate(u.lastmod)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(base + u.path)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** Crawlers may read every page; the API, the account area and the login form are not content. */
export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /login',
    '',
    `Sitemap: ${publicBase(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
