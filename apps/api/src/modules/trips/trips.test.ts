import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDestination, createTrip } from '../../../test/factories';

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

  it.each(['limit=0', 'limit=101', 'limit=abc', 'offset=-1'])('answers 400, not 5xx, for %s', async (query) => {
    const res = await t.app.inject(`/api/trips?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 400 });
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

  it('answers 404 with status false for an unknown uuid', async () => {
    const res = await t.app.inject('/api/trips/7b0e9c52-2d2e-4a8b-9d65-3a3f7f0b9d11');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, code: 404, message: 'Package not found' });
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const res = await t.app.inject('/api/trips/not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(false);
  });
});
