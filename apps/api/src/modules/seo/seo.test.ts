import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDestination } from '../../../test/factories/destinations';
import { createTrip } from '../../../test/factories/trips';
import { trips } from '../../db/schema/index';

let t: TestApp;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://safari.example/' } });
});
afterAll(() => t.close());

describe('GET /robots.txt', () => {
  it('allows crawling, keeps the API and account pages out and points at the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /login',
        '',
        'Sitemap: https://safari.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the fixed pages on an empty catalogue', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(
      res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    expect(locs(res.body)).toEqual([
      'https://safari.example/',
      'https://safari.example/all-packages',
      'https://safari.example/safari-packages',
      'https://safari.example/kilimanjaro-packages',
      'https://safari.example/zanzibar-packages',
      'https://safari.example/destinations',
      'https://safari.example/experiences',
      'https://safari.example/faq',
    ]);
  });

  it('adds every active package and destination with its lastmod, and nothing inactive', async () => {
    const db = t.database.db;
    const active = await createTrip(db, { name: 'Active' });
    const hidden = await createTrip(db, { isActive: false });
    const open = await createDestination(db, { slug: 'lake-manyara' });
    await createDestination(db, { slug: 'closed-camp', isActive: false });
    // An edit moves lastmod.
    await db
      .update(trips)
      .set({ updatedAt: new Date('2020-01-01T12:00:00Z') })
      .where(eq(trips.id, active.id));
    await db.update(trips).set({ name: 'Active, renamed' }).where(eq(trips.id, active.id));
    const [edited] = await db.select().from(trips).where(eq(trips.id, active.id));
    expect(Date.now() - edited!.updatedAt.getTime()).toBeLessThan(60_000);

    const res = await t.app.inject('/sitemap.xml');
    const urls = locs(res.body);
    expect(urls).toContain(`https://safari.example/packages/${active.uuid}`);
    expect(urls).toContain('https://safari.example/destinations/lake-manyara');
    expect(urls).not.toContain(`https://safari.example/packages/${hidden.uuid}`);
    expect(urls).not.toContain('https://safari.example/destinations/closed-camp');
    expect(urls).toHaveLength(10);
    const day = edited!.updatedAt.toISOString().slice(0, 10);
    expect(res.body).toContain(`<url><loc>https://safari.example/packages/${active.uuid}</loc><lastmod>${day}</lastmod></url>`);
    expect(res.body).toContain(
      `<url><loc>https://safari.example/destinations/lake-manyara</loc><lastmod>${open.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    );
    // Every URL carries a W3C date.
    expect(res.body.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(10);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('is served at the site root only', async () => {
    expect((await t.app.inject('/api/sitemap.xml')).statusCode).toBe(404);
  });
});
