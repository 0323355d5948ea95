import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDestination } from '../../../test/factories/destinations';
import { createLocation } from '../../../test/factories/reference';
import { createTrip } from '../../../test/factories/trips';
import { addDays as addDaysIsoDate, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';

let t: TestApp;
const DAY = 86_400_000;
const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
const inAWeek = addDaysIsoDate(today, 7);
const names = (body: { data: { trips: Array<{ name: string }> } }) => body.data.trips.map((trip) => trip.name);

let serengeti: { id: number };
let zanzibar: { id: number };
let empty: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  serengeti = await createLocation(db, { name: 'Serengeti', region: 'Mara' });
  zanzibar = await createLocation(db, { name: 'Stone Town', region: 'Zanzibar' });
  empty = await createLocation(db, { name: 'Nowhere Yet' });
  const central = await createDestination(db, { slug: 'central-serengeti', locationId: serengeti.id });
  const north = await createDestination(db, { slug: 'northern-serengeti', locationId: serengeti.id });
  const stoneTown = await createDestination(db, { slug: 'stone-town', locationId: zanzibar.id });
  // Visits two destinations of the same location: must be listed once.
  await createTrip(db, {
    name: 'Great Migration',
    maxGuests: 12,
    destinationIds: [central.id, north.id],
    createdAt: new Date(Date.now() - 2 * DAY),
  });
  await createTrip(db, {
    name: 'Private Serengeti',
    maxGuests: 2,
    destinationIds: [central.id],
    createdAt: new Date(Date.now() - DAY),
  });
  await createTrip(db, { name: 'Retired Serengeti', maxGuests: 12, destinationIds: [north.id], isActive: false });
  await createTrip(db, { name: 'Spice Island', maxGuests: 8, destinationIds: [stoneTown.id] });
  await createTrip(db, { name: 'Serengeti and Zanzibar', maxGuests: 6, destinationIds: [stoneTown.id, central.id] });
});
afterAll(() => t.close());

const search = (query: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: '/api/trips/search',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

const valid = { location: 0, guest_count: 2, check_in: today, check_out: inAWeek };

describe('GET /api/trips/search', () => {
  it('finds active trips visiting the location that take the party, newest first, each once', async () => {
    const res = await search({ ...valid, location: serengeti.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, code: 200, message: expect.any(String) });
    expect(names(body)).toEqual(['Serengeti and Zanzibar', 'Private Serengeti', 'Great Migration']);
    expect(body.data.total).toBe(3);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    // Cards, the same shape as the listing's.
    expect(body.data.trips[2]).toMatchObject({ destination_count: 2, trip_type: { name: 'Safari' } });
    expect(body.data.trips[2]).not.toHaveProperty('trip_points');
  });

  it('leaves out trips whose max_guests is below the party', async () => {
    expect(names((await search({ ...valid, location: serengeti.id, guest_count: 3 })).json())).toEqual([
      'Serengeti and Zanzibar',
      'Great Migration',
    ]);
    expect(names((await search({ ...valid, location: serengeti.id, guest_count: 7 })).json())).toEqual(['Great Migration']);
    expect(names((await search({ ...valid, location: serengeti.id, guest_count: 50 })).json())).toEqual([]);
  });

  it('answers 200 with no trips when nothing matches, an unknown location included', async () => {
    for (const location of [empty.id, 999_999, 2_147_483_647]) {
      const res = await search({ ...valid, location });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: true, code: 200, data: { trips: [], total: 0 } });
      expect(res.json().message).toBe('No trips found matching the criteria.');
    }
  });

  it('allows check-in today and refuses yesterday', async () => {
    expect((await search({ ...valid, location: zanzibar.id })).statusCode).toBe(200);
    const res = await search({
      ...valid,
      location: zanzibar.id,
      check_in: addDaysIsoDate(today, -1),
      check_out: addDaysIsoDate(today, 3),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.json()).toEqual({
      status: false,
      code: 400,
      message: 'Check-in date cannot be in the past',
      errors: { check_in: 'Check-in date cannot be in the past' },
    });
  });

  it('refuses a check-out on or before the check-in', async () => {
    for (const check_out of [today, addDaysIsoDate(today, -1)]) {
      const res = await search({ ...valid, location: zanzibar.id, check_out });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Check-out date must be after check-in date');
    }
    const nextDay = await search({ ...valid, location: zanzibar.id, check_out: addDaysIsoDate(today, 1) });
    expect(nextDay.statusCode).toBe(200);
  });

  // In the form's order: the first failing rule is the message.
  it.each([
    [{}, 'Please select a destination'],
    [{ location: '', guest_count: '', check_in: '', check_out: '' }, 'Please select a destination'],
    [{ location: 'abc', guest_count: 2 }, 'Please select a destination'],
    [{ location: -4, guest_count: 2 }, 'Please select a destination'],
    [{ location: 99_999_999_999, guest_count: 2 }, 'Please select a destination'],
    [{ location: 1 }, 'Please enter number of travelers (minimum 1)'],
    [{ location: 1, guest_count: 0 }, 'Please enter number of travelers (minimum 1)'],
    [{ location: 1, guest_count: 1.5 }, 'Please enter number of travelers (minimum 1)'],
    [{ location: 1, guest_count: 51 }, 'Maximum 50 travelers allowed'],
    [{ location: 1, guest_count: 2 }, 'Please select check-in date'],
    [{ location: 1, guest_count: 2, check_in: '' }, 'Please select check-in date'],
    [{ location: 1, guest_count: 2, check_in: '2030-01-05' }, 'Please select check-out date'],
    [{ location: 1, guest_count: 2, check_in: '2030-01-05', check_out: '2030-01-05' }, 'Check-out date must be after check-in date'],
    [{ location: 1, guest_count: 2, check_in: '05/01/2030', check_out: '2030-01-09' }, 'Use the format yyyy-MM-dd'],
    [{ location: 1, guest_count: 2, check_in: '2030-02-30', check_out: '2030-03-09' }, 'Not a calendar date'],
    [{ location: 1, guest_count: 2, check_in: '2020-01-05', check_out: '2020-01-09' }, 'Check-in date cannot be in the past'],
  ] as Array<[Record<string, string | number>, string]>)('%j → 400 "%s"', async (query, message) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 400, message });
  });

  it('does not route "search" to the trip detail', async () => {
    const res = await t.app.inject('/api/trips/search');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a destination');
  });
});

describe('search results and the chosen dates', () => {
  it('puts the trips that fit the stay first, marks each, and says where else to look', async () => {
    const db = t.database.db;
    const place = await createLocation(db, { name: 'Fit Test Park' });
    const park = await createDestination(db, { name: 'Fit Test Park', slug: 'fit-test-park', locationId: place.id });
    await createDestination(db, { name: 'Closed Corner', locationId: place.id, isActive: false });
    await createTrip(db, { name: 'Nine Days', durationDays: 9, destinationIds: [park.id], createdAt: new Date(Date.now() - DAY) });
    await createTrip(db, { name: 'Five Days', durationDays: 5, destinationIds: [park.id], createdAt: new Date(Date.now() - 2 * DAY) });
    await createTrip(db, { name: 'Four Days', durationDays: 4, destinationIds: [park.id], createdAt: new Date(Date.now() - 3 * DAY) });

    // A 4-night stay: 5 days fit (arrive on day 1, leave on day 5), 9 do not.
    const fourNights = (await search({ ...valid, location: place.id, check_out: addDaysIsoDate(today, 4) })).json().data;
    expect(fourNights.trips.map((trip: { name: string; fits_dates: boolean }) => [trip.name, trip.fits_dates])).toEqual([
      ['Five Days', true],
      ['Four Days', true],
      ['Nine Days', false],
    ]);
    expect(fourNights).toMatchObject({ total: 3, fitting: 2, nights: 4, destinations: [{ slug: 'fit-test-park', name: 'Fit Test Park' }] });

    // The same (cached) matches, fitted to another stay.
    const threeNights = (await search({ ...valid, location: place.id, check_out: addDaysIsoDate(today, 3) })).json().data;
    expect(threeNights).toMatchObject({ fitting: 1, nights: 3 });
    expect(threeNights.trips.map((trip: { name: string }) => trip.name)).toEqual(['Four Days', 'Nine Days', 'Five Days']);
    const eightNights = (await search({ ...valid, location: place.id, check_out: addDaysIsoDate(today, 8) })).json().data;
    expect(eightNights.fitting).toBe(3);
    expect(eightNights.trips.map((trip: { name: string }) => trip.name)).toEqual(['Nine Days', 'Five Days', 'Four Days']);
  });

  it('answers the fields on an empty result too', async () => {
    const data = (await search({ ...valid, location: empty.id })).json().data;
    expect(data).toEqual({ trips: [], total: 0, fitting: 0, nights: 7, destinations: [] });
  });
});

describe('POST /api/search_trip', () => {
  it('takes the same fields in a JSON body, numbers or strings', async () => {
    for (const payload of [
      { ...valid, location: serengeti.id },
      { ...valid, location: String(serengeti.id), guest_count: '2' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/search_trip', payload });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: true, code: 200 });
      expect(names(res.json())).toEqual(['Serengeti and Zanzibar', 'Private Serengeti', 'Great Migration']);
    }
  });

  it('answers the same 400s, never a 5xx', async () => {
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/search_trip',
      payload: { ...valid, location: zanzibar.id, check_in: addDaysIsoDate(today, -1) },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Check-in date cannot be in the past');

    for (const payload of [undefined, '', 'not json', '[]', '{"location":null}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/search_trip',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(false);
    }
  });
});
