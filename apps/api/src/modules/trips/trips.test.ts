import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDestination } from '../../../test/factories/destinations';
import { ensureCategory } from '../../../test/factories/reference';
import { createTrip } from '../../../test/factories/trips';
import * as s from '../../db/schema/index';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/trips', () => {
  it('lists active trips newest first as cards with the envelope the SPEC reads', async () => {
    const db = t.database.db;
    const destination = await createDestination(db);
    const older = await createTrip(db, { name: 'Older Safari', createdAt: new Date(Date.now() - 3 * DAY) });
    const newer = await createTrip(db, {
      name: 'Newer Safari',
      createdAt: new Date(Date.now() - DAY),
      destinationIds: [destination.id],
      categories: ['Wildlife Safari'],
      prices: { 2: 900, 4: 800, 6: 700 },
    });
    await createTrip(db, { name: 'Hidden Safari', isActive: false });

    const res = await t.app.inject({ method: 'GET', url: '/api/trips?limit=100&offset=0' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, code: 200, message: expect.any(String) });
    const names = body.data.trips.map((trip: { name: string }) => trip.name);
    expect(names.indexOf('Newer Safari')).toBeLessThan(names.indexOf('Older Safari'));
    expect(names).not.toContain('Hidden Safari');
    const card = body.data.trips.find((trip: { uuid: string }) => trip.uuid === newer.uuid);
    expect(card).toMatchObject({
      base_price: 700,
      first_budget_price: 700,
      destination_count: 1,
      trip_type: { name: 'Safari' },
      trip_categories: [{ category: { name: 'Wildlife Safari' } }],
    });
    // Cards carry no itinerary: the listing must stay light.
    expect(card).not.toHaveProperty('trip_points');
    expect(body.data.trips.find((trip: { uuid: string }) => trip.uuid === older.uuid)).toBeTruthy();
  });

  it('defaults to 10 and pages with limit and offset', async () => {
    for (let i = 0; i < 12; i++) await createTrip(t.database.db);
    const first = (await t.app.inject('/api/trips')).json();
    expect(first.data.trips).toHaveLength(10);
    const second = (await t.app.inject('/api/trips?limit=5&offset=5')).json();
    expect(second.data.trips).toHaveLength(5);
    expect(second.data.trips[0].uuid).toBe(first.data.trips[5].uuid);
  });

  it('counts every active trip in total, also on a page past the end', async () => {
    const db = t.database.db;
    const first = (await t.app.inject('/api/trips?limit=1')).json().data;
    await createTrip(db);
    await createTrip(db, { isActive: false });
    const after = (await t.app.inject('/api/trips?limit=1')).json().data;
    expect(after.total).toBe(first.total + 1);
    const past = (await t.app.inject('/api/trips?limit=10&offset=100000')).json();
    expect(past).toMatchObject({ status: true, data: { trips: [], total: after.total } });
  });

  it('sends cacheable cards with categories sorted by name', async () => {
    const trip = await createTrip(t.database.db, { categories: ['Wildlife', 'Birding', 'Photography'] });
    const res = await t.app.inject('/api/trips?limit=1');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const card = res.json().data.trips[0];
    expect(card.uuid).toBe(trip.uuid);
    expect(card.trip_categories.map((c: { category: { name: string } }) => c.category.name)).toEqual([
      'Birding',
      'Photography',
      'Wildlife',
    ]);
    expect(card.created_at).toBe(trip.createdAt.toISOString());
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'offset=-1'])('answers 400, not 5xx, for %s', async (query) => {
    const res = await t.app.inject(`/api/trips?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 400 });
  });
});

describe('GET /api/trips?destination=', () => {
  const names = (body: { data: { trips: Array<{ name: string }> } }) => body.data.trips.map((trip) => trip.name);

  it('keeps the active trips whose itinerary visits the destination, by slug or uuid', async () => {
    const db = t.database.db;
    const park = await createDestination(db, { name: 'Visited Park' });
    const neighbour = await createDestination(db, { name: 'Neighbour Park' });
    await createTrip(db, { name: 'Park Only', destinationIds: [park.id], createdAt: new Date(Date.now() - 2 * DAY) });
    await createTrip(db, { name: 'Park Then Neighbour', destinationIds: [neighbour.id, park.id], createdAt: new Date(Date.now() - DAY) });
    await createTrip(db, { name: 'Neighbour Only', destinationIds: [neighbour.id] });
    await createTrip(db, { name: 'Retired Park Trip', destinationIds: [park.id], isActive: false });

    const bySlug = await t.app.inject(`/api/trips?destination=${park.slug}`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.headers['cache-control']).toBe('public, max-age=60');
    expect(bySlug.json()).toMatchObject({ status: true, data: { total: 2 } });
    expect(names(bySlug.json())).toEqual(['Park Then Neighbour', 'Park Only']);
    // A uuid works too, in either case, and answers the same page.
    for (const key of [park.uuid, park.uuid.toUpperCase()]) {
      expect((await t.app.inject(`/api/trips?destination=${key}`)).json()).toEqual(bySlug.json());
    }
    expect(names((await t.app.inject(`/api/trips?destination=${neighbour.slug}`)).json())).toEqual([
      'Neighbour Only',
      'Park Then Neighbour',
    ]);
  });

  it('pages with limit and offset and counts only the visiting trips', async () => {
    const db = t.database.db;
    const park = await createDestination(db);
    for (let i = 0; i < 3; i++) await createTrip(db, { destinationIds: [park.id] });
    const page = (await t.app.inject(`/api/trips?destination=${park.slug}&limit=2&offset=2`)).json().data;
    expect(page.trips).toHaveLength(1);
    expect(page.total).toBe(3);
    const past = (await t.app.inject(`/api/trips?destination=${park.slug}&offset=50`)).json().data;
    expect(past).toEqual({ trips: [], total: 3 });
  });

  it('answers an empty page for a destination no trip visits, 404 for an unknown one, 400 for a malformed key', async () => {
    const quiet = await createDestination(t.database.db);
    expect((await t.app.inject(`/api/trips?destination=${quiet.slug}`)).json().data).toEqual({ trips: [], total: 0 });

    const unknown = await t.app.inject('/api/trips?destination=atlantis');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBeUndefined();
    expect(unknown.json()).toEqual({ status: false, code: 404, message: 'Destination not found' });

    for (const key of ['Not A Slug', '../etc', 'x'.repeat(81), '']) {
      const res = await t.app.inject(`/api/trips?destination=${encodeURIComponent(key)}`);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({ status: false, code: 400 });
    }
  });
});

describe('trip detail', () => {
  it('returns budgets, itinerary sorted by order, add-ons, on GET and POST', async () => {
    const trip = await createTrip(t.database.db, { points: 5 });
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: `/api/trips/${trip.uuid}` });
      expect(res.statusCode).toBe(200);
      const detail = res.json().data.trip;
      expect(detail.trip_points.map((p: { order: number }) => p.order)).toEqual([1, 2, 3, 4, 5]);
      expect(detail.budgets).toHaveLength(6);
      expect(detail.budgets[0]).toMatchObject({ quantity: 2, season: { name: 'Low Season' } });
      expect(detail).toHaveProperty('trip_addons');
      expect(detail).toHaveProperty('trip_not_addons');
    }
  });

  it('returns highlights, max guests, add-ons split by included, destinations in visiting order', async () => {
    const db = t.database.db;
    const first = await createDestination(db, { name: 'First Stop' });
    const second = await createDestination(db, { name: 'Second Stop' });
    const trip = await createTrip(db, {
      highlights: ['Big five', 'Crater floor'],
      maxGuests: 6,
      destinationIds: [second.id, first.id],
      prices: { 2: 2000, 4: 1800, 6: 1600 },
    });
    const included = await ensureCategory(db, 'Park fees', 'addon');
    const alsoIncluded = await ensureCategory(db, 'Airport transfer', 'addon');
    const excluded = await ensureCategory(db, 'Flights', 'addon');
    await db.insert(s.tripAddons).values([
      { tripId: trip.id, categoryId: included, included: true },
      { tripId: trip.id, categoryId: alsoIncluded, included: true },
      { tripId: trip.id, categoryId: excluded, included: false },
    ]);
    const detail = (await t.app.inject(`/api/trips/${trip.uuid}`)).json().data.trip;
    expect(detail).toMatchObject({ highlights: ['Big five', 'Crater floor'], max_guests: 6, base_price: 1600 });
    expect(detail.trip_addons).toEqual([
      { category: { id: alsoIncluded, name: 'Airport transfer' } },
      { category: { id: included, name: 'Park fees' } },
    ]);
    expect(detail.trip_not_addons).toEqual([{ category: { id: excluded, name: 'Flights' } }]);
    expect(detail.destinations).toEqual([
      { uuid: second.uuid, slug: second.slug, name: 'Second Stop' },
      { uuid: first.uuid, slug: first.slug, name: 'First Stop' },
    ]);
    expect(detail.destination_count).toBe(2);
    expect(detail.budgets.map((b: { price: number }) => b.price)).toEqual([2000, 1800, 1600, 2400, 2160, 1920]);
    expect(detail.budgets[3]).toEqual({
      price: 2400,
      quantity: 2,
      season: { name: 'High Season' },
      service_class: { id: expect.any(Number), name: 'Comfort' },
    });
  });

  it('answers 404 for an inactive trip', async () => {
    const trip = await createTrip(t.database.db, { isActive: false });
    const res = await t.app.inject(`/api/trips/${trip.uuid}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Package not found');
  });

  it('answers 404 with status false for an unknown uuid', async () => {
    const res = await t.app.inject('/api/trips/7b0e9c52-2d2e-4a8b-9d65-3a3f7f0b9d11');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.json()).toEqual({ status: false, code: 404, message: 'Package not found' });
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const res = await t.app.inject('/api/trips/not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(false);
  });
});
