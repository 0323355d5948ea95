import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDestination } from '../../../test/factories/destinations';
import { createLocation } from '../../../test/factories/reference';
import { createTrip } from '../../../test/factories/trips';
import { destinations, trips } from '../../db/schema/index';
import { invalidateCatalogue } from './invalidation';

// The read cache ON, as in production: a write is invisible until the service-level
// invalidation runs, and visible everywhere it shows right after.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { READ_CACHE_TTL_SECONDS: 30 } });
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject(url)).json();
const names = (body: { data: { trips: Array<{ name: string }> } }) => body.data.trips.map((trip) => trip.name);

describe('catalogue invalidation', () => {
  it('makes a committed write visible in the listing, detail, search and sitemap', async () => {
    const db = t.database.db;
    const location = await createLocation(db);
    const park = await createDestination(db, { name: 'Old Park', locationId: location.id });
    const renamed = await createTrip(db, { name: 'Old Name', destinationIds: [park.id] });
    const retired = await createTrip(db, { name: 'Soon Retired', destinationIds: [park.id] });
    const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
    const searchUrl = `/api/trips/search?location=${location.id}&guest_count=2&check_in=${today}&check_out=${addDays(today, 3)}`;
    const read = async () => ({
      listing: names(await get('/api/trips?limit=100')),
      visiting: names(await get(`/api/trips?destination=${park.slug}`)),
      detail: (await get(`/api/trips/${renamed.uuid}`)).data.trip.name as string,
      search: names(await get(searchUrl)),
      sitemap: (await t.app.inject('/sitemap.xml')).body,
      destination: (await get(`/api/destinations/${park.slug}`)).data.destination.name as string,
    });
    const before = await read();
    expect(before.listing).toEqual(['Soon Retired', 'Old Name']);
    expect(before.sitemap).toContain(retired.uuid);

    // The write, at repository level (the write services come with the next issues).
    await db.update(trips).set({ name: 'New Name' }).where(eq(trips.id, renamed.id));
    await db.update(trips).set({ isActive: false }).where(eq(trips.id, retired.id));
    await db.update(destinations).set({ name: 'New Park' }).where(eq(destinations.id, park.id));

    // Without invalidation every read is still the cached one: invalidation is what matters.
    expect(await read()).toEqual(before);

    await invalidateCatalogue(t.app.readCache, 'trips');
    const after = await read();
    expect(after.listing).toEqual(['New Name']);
    expect(after.visiting).toEqual(['New Name']);
    expect(after.detail).toBe('New Name');
    expect(after.search).toEqual(['New Name']);
    expect(after.sitemap).not.toContain(retired.uuid);
    expect(after.sitemap).toContain(renamed.uuid);
    // A trip change leaves the destination pages' cache alone; a destination change does not.
    expect(after.destination).toBe('Old Park');
    await invalidateCatalogue(t.app.readCache, 'destinations');
    expect((await read()).destination).toBe('New Park');
  });

  it('never caches a 404, so a trip published later is found at once', async () => {
    const draft = await createTrip(t.database.db, { isActive: false });
    expect((await t.app.inject(`/api/trips/${draft.uuid}`)).statusCode).toBe(404);
    await t.database.db.update(trips).set({ isActive: true }).where(eq(trips.id, draft.id));
    expect((await t.app.inject(`/api/trips/${draft.uuid}`)).statusCode).toBe(200);
  });

  it('stays in this process on PGlite, and has a bus on PostgreSQL', () => {
    expect(t.app.readCache.busState).toBe(t.database.kind === 'postgres' ? 'up' : 'local');
  });
});
