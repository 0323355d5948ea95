import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { destinations, trips } from '../db/schema/index';
import { sanitizeRichText } from '../lib/sanitize-html';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';

// The real demo catalogue through every catalogue endpoint: what a fresh `npm start` serves.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};

describe('the seeded demo catalogue', () => {
  it('stores only sanitized descriptions', async () => {
    const rows = [
      ...(await t.database.db.select({ d: trips.description }).from(trips)),
      ...(await t.database.db.select({ d: destinations.description }).from(destinations)),
    ];
    expect(rows.length).toBeGreaterThan(20);
    for (const { d } of rows) expect(sanitizeRichText(d)).toBe(d);
  });

  it('serves every trip as a card and as a detail with both seasons priced', async () => {
    const { trips: cards, total } = await get('/api/trips?limit=100');
    expect(cards.length).toBe(total);
    expect(total).toBeGreaterThanOrEqual(20);
    for (const card of cards) {
      const { trip } = await get(`/api/trips/${card.uuid}`);
      const seasons = new Set(trip.budgets.map((b: { season: { name: string } }) => b.season.name));
      expect([...seasons].sort(), trip.name).toEqual(['High Season', 'Low Season']);
      expect(trip.trip_points.length, trip.name).toBeGreaterThan(0);
      expect(trip.destinations.length, trip.name).toBe(card.destination_count);
    }
    const banner = await t.app.inject(cards[0].banner);
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toContain('image/svg+xml');
  });

  it.each(['serengeti', 'ngorongoro', 'tarangire', 'lake-manyara', 'kilimanjaro', 'zanzibar'])(
    'opens the destination %s by slug and by uuid',
    async (slug) => {
      const { destination } = await get(`/api/destinations/${slug}`);
      expect(destination.slug).toBe(slug);
      expect(destination.facts.length).toBeGreaterThan(0);
      expect(destination.activities.length).toBeGreaterThan(0);
      expect((await get(`/api/destinations/${destination.uuid}`)).destination.slug).toBe(slug);
    },
  );

  it('lists destinations, reference data, FAQs, testimonials and currencies', async () => {
    const list = await get('/api/destinations?limit=100');
    expect(list.destinations.length).toBe(list.total);
    expect(list.total).toBeGreaterThanOrEqual(20);
    const lookups = await get('/api/lookups');
    for (const key of ['locations', 'countries', 'genders', 'searviceClasses', 'categories', 'seasons']) {
      expect(lookups[key].length, key).toBeGreaterThan(0);
    }
    expect((await get('/api/faqs')).faqs.length).toBeGreaterThan(0);
    expect((await get('/api/get-testimonals')).testimonials.length).toBeGreaterThan(0);
    expect((await get('/api/splash')).currencies.map((c: { code: string }) => c.code)).toEqual(['USD', 'EUR', 'GBP', 'TZS']);
  });

  it('finds trips from the home search for the Serengeti', async () => {
    const { locations } = await get('/api/lookups');
    const serengeti = locations.find((l: { name: string }) => l.name === 'Serengeti');
    expect(serengeti).toBeDefined();
    const checkIn = addDays(todayIn(DEFAULT_OPERATOR_TIME_ZONE), 30);
    const result = await get(
      `/api/trips/search?location=${serengeti.id}&guest_count=2&check_in=${checkIn}&check_out=${addDays(checkIn, 6)}`,
    );
    expect(result.trips.length).toBeGreaterThan(0);
    expect(result.total).toBe(result.trips.length);
  });

  it('puts every active trip and destination in the sitemap', async () => {
    const xml = (await t.app.inject('/sitemap.xml')).body;
    const { trips: cards } = await get('/api/trips?limit=100');
    for (const card of cards) expect(xml).toContain(`/packages/${card.uuid}</loc>`);
    const { destinations: all } = await get('/api/destinations?limit=100');
    for (const d of all) {
      if (d.is_active) expect(xml).toContain(`/destinations/${d.slug}</loc>`);
      else expect(xml).not.toContain(`/destinations/${d.slug}</loc>`);
    }
  });
});
