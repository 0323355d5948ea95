import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTrip } from '../../../test/factories/trips';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { READ_CACHE_TTL_SECONDS: 30 } });
});
afterAll(() => t.close());

describe('catalogue read cache', () => {
  it('serves a repeated listing from memory within the TTL, and never caches a 404', async () => {
    await createTrip(t.database.db, { name: 'First Safari' });
    const first = (await t.app.inject('/api/trips')).json();
    await createTrip(t.database.db, { name: 'Second Safari' });
    const second = (await t.app.inject('/api/trips')).json();
    expect(second.data.total).toBe(first.data.total); // cached answer

    t.app.readCache.invalidate('trips:');
    const fresh = (await t.app.inject('/api/trips')).json();
    expect(fresh.data.total).toBe(first.data.total + 1);

    const missing = '7b0e9c52-2d2e-4a8b-9d65-3a3f7f0b9d11';
    expect((await t.app.inject(`/api/trips/${missing}`)).statusCode).toBe(404);
    expect(t.app.readCache.size).toBe(1); // only the listing is held
  });
});
