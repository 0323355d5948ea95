import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDestination } from '../../../test/factories/destinations';
import { createLocation } from '../../../test/factories/reference';

let t: TestApp;
const DAY = 86_400_000;
let serengeti: Awaited<ReturnType<typeof createDestination>>;
let closed: Awaited<ReturnType<typeof createDestination>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const location = await createLocation(db, { name: 'Serengeti', region: 'Mara' });
  serengeti = await createDestination(db, {
    slug: 'serengeti',
    name: 'Serengeti National Park',
    locationId: location.id,
    createdAt: new Date(Date.now() - 30 * DAY),
    categories: ['Wildlife', 'National Park'],
    facts: [
      { fact: '14,750 km²', subFact: 'Park area', description: 'One of the largest parks in Africa.' },
      { fact: '1.5 million', subFact: 'Wildebeest', description: 'The Great Migration.' },
      { fact: '1951', subFact: 'Established', description: 'Tanzania’s oldest park.' },
    ],
    activities: [{ name: 'Game drives' }, { name: 'Balloon safari' }, { name: 'Walking safari', isActive: false }],
  });
  closed = await createDestination(db, {
    slug: 'closed-for-season',
    name: 'Closed For Season',
    isActive: false,
    createdAt: new Date(Date.now() - 29 * DAY),
  });
  for (let i = 0; i < 13; i++) {
    await createDestination(db, { slug: `extra-${String(i).padStart(2, '0')}`, createdAt: new Date(Date.now() - (28 - i) * DAY) });
  }
});
afterAll(() => t.close());

describe('GET /api/destinations', () => {
  it('lists destinations in catalogue order, 10 by default, with the total', async () => {
    const res = await t.app.inject('/api/destinations');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const body = res.json();
    expect(body).toMatchObject({ status: true, code: 200, data: { total: 15 } });
    expect(body.data.destinations).toHaveLength(10);
    expect(body.data.destinations[0]).toEqual({
      id: serengeti.id,
      uuid: serengeti.uuid,
      slug: 'serengeti',
      name: 'Serengeti National Park',
      description: '<p>A destination made for a test.</p>',
      banner: '/media/destinations/serengeti.svg',
      location: { name: 'Serengeti' },
      region: { name: 'Mara' },
      categories: [
        { id: expect.any(Number), name: 'National Park' },
        { id: expect.any(Number), name: 'Wildlife' },
      ],
      is_active: true,
    });
  });

  it('includes inactive destinations, flagged is_active false', async () => {
    const body = (await t.app.inject('/api/destinations?limit=100')).json();
    expect(body.data.destinations).toHaveLength(15);
    const flagged = body.data.destinations.find((d: { slug: string }) => d.slug === 'closed-for-season');
    expect(flagged).toMatchObject({ uuid: closed.uuid, is_active: false });
  });

  it('pages with limit and offset', async () => {
    const all = (await t.app.inject('/api/destinations?limit=100')).json().data.destinations;
    const page = (await t.app.inject('/api/destinations?limit=5&offset=10')).json();
    expect(page.data.total).toBe(15);
    expect(page.data.destinations.map((d: { slug: string }) => d.slug)).toEqual(all.slice(10, 15).map((d: { slug: string }) => d.slug));
    const past = (await t.app.inject('/api/destinations?offset=500')).json();
    expect(past.data).toEqual({ destinations: [], total: 15 });
  });

  it.each(['limit=0', 'limit=101', 'limit=ten', 'offset=-1', 'offset=1.5'])('answers 400 for %s', async (q) => {
    const res = await t.app.inject(`/api/destinations?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 400 });
  });
});

describe('GET /api/destinations/:key', () => {
  it('finds a destination by slug with facts in order, activities, categories, location, region', async () => {
    const res = await t.app.inject('/api/destinations/serengeti');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { destination } = res.json().data;
    expect(destination).toMatchObject({
      uuid: serengeti.uuid,
      slug: 'serengeti',
      location: { name: 'Serengeti' },
      region: { name: 'Mara' },
    });
    expect(destination.facts.map((f: { sub_fact: string }) => f.sub_fact)).toEqual(['Park area', 'Wildebeest', 'Established']);
    expect(destination.facts[0]).toEqual({
      id: expect.any(Number),
      fact: '14,750 km²',
      sub_fact: 'Park area',
      description: 'One of the largest parks in Africa.',
    });
    expect(destination.activities).toEqual([
      { id: expect.any(Number), name: 'Game drives', description: 'Game drives, made for a test.', is_active: true },
      { id: expect.any(Number), name: 'Balloon safari', description: 'Balloon safari, made for a test.', is_active: true },
      { id: expect.any(Number), name: 'Walking safari', description: 'Walking safari, made for a test.', is_active: false },
    ]);
    expect(destination.categories.map((c: { name: string }) => c.name)).toEqual(['National Park', 'Wildlife']);
  });

  it('finds the same destination by uuid, in any letter case', async () => {
    const bySlug = (await t.app.inject('/api/destinations/serengeti')).json();
    for (const key of [serengeti.uuid, serengeti.uuid.toUpperCase()]) {
      const res = await t.app.inject(`/api/destinations/${key}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(bySlug);
    }
  });

  it('opens an inactive destination, flagged', async () => {
    const res = await t.app.inject('/api/destinations/closed-for-season');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.destination).toMatchObject({ is_active: false, facts: [], activities: [], categories: [] });
  });

  it.each(['atlantis', '7b0e9c52-2d2e-4a8b-9d65-3a3f7f0b9d11'])('answers 404 for the unknown %s', async (key) => {
    const res = await t.app.inject(`/api/destinations/${key}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, code: 404, message: 'Destination not found' });
    // A miss is not cached for an hour: the destination may be published in a minute.
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it.each(['Serengeti', 'sere_ngeti', 'serengeti-', '-serengeti', 'a--b', '%20', 'x'.repeat(81), "serengeti'or'1'='1"])(
    'answers 400 for the malformed key %s',
    async (key) => {
      const res = await t.app.inject(`/api/destinations/${encodeURIComponent(key)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, code: 400, message: 'Unknown destination' });
    },
  );
});

describe('POST /api/destinations/:slug', () => {
  it('answers data.destinations as the one destination (SPEC §7), by slug or uuid', async () => {
    const detail = (await t.app.inject('/api/destinations/serengeti')).json().data.destination;
    for (const key of ['serengeti', serengeti.uuid]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/destinations/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: true, code: 200, data: { destinations: detail } });
    }
  });

  it('answers 404 and 400 like the GET', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/destinations/atlantis' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Destination not found');
    const bad = await t.app.inject({ method: 'POST', url: '/api/destinations/Not_A_Slug' });
    expect(bad.statusCode).toBe(400);
  });
});
