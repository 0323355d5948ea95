import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VALIDATION } from '@safari/contracts/messages';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDestination } from '../../../test/factories/destinations';
import { createLocation } from '../../../test/factories/reference';
import { createTrip } from '../../../test/factories/trips';

// "Today" is the operator's today (docs/product.md#operator-calendar). The instants below are
// chosen so that the operator's date (Dar es Salaam, UTC+3), the UTC date and the server's local
// date (the suite runs once with TZ=America/Los_Angeles, see scripts/test-api.mjs) all differ: an
// implementation that reads toISOString() or the server's local calendar fails here.
const lateEveningUtc = new Date(Date.UTC(2026, 11, 31, 22, 30)); // Dar es Salaam: 1 Jan 2027, 01:30

let t: TestApp;
let locationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const location = await createLocation(t.database.db, { name: 'Calendar Park' });
  const destination = await createDestination(t.database.db, { slug: 'calendar-park', locationId: location.id });
  await createTrip(t.database.db, { name: 'New Year Safari', maxGuests: 8, destinationIds: [destination.id] });
  locationId = location.id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const search = (check_in: string, check_out: string) =>
  t.app.inject({
    url: '/api/trips/search',
    query: { location: String(locationId), guest_count: '2', check_in, check_out },
  });

describe("the operator's calendar", () => {
  it('tells the storefront the time zone and today in it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: lateEveningUtc });
    const res = await t.app.inject('/api/status');
    expect(res.json().data).toEqual({ maintenance: false, operator_time_zone: 'Africa/Dar_es_Salaam', today: '2027-01-01' });
  });

  it('refuses a check-in that is still today in UTC and in Los Angeles but past in Dar es Salaam', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: lateEveningUtc });
    const res = await search('2026-12-31', '2027-01-05');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VALIDATION.search.checkInPast);
  });

  it("accepts the operator's today", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: lateEveningUtc });
    const res = await search('2027-01-01', '2027-01-05');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.trips.map((trip: { name: string }) => trip.name)).toEqual(['New Year Safari']);
  });

  it('follows OPERATOR_TIME_ZONE when the operator moves', async () => {
    const brussels = await createTestApp({ config: { OPERATOR_TIME_ZONE: 'Europe/Brussels' } });
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: lateEveningUtc }); // Brussels: 31 Dec, 23:30
      const res = await brussels.app.inject('/api/status');
      expect(res.json().data).toMatchObject({ operator_time_zone: 'Europe/Brussels', today: '2026-12-31' });
    } finally {
      vi.useRealTimers();
      await brussels.close();
    }
  });
});
