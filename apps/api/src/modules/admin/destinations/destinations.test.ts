import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_ADMIN_MESSAGES } from '@safari/contracts/admin-catalogue';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createLocation, ensureCategory } from '../../../../test/factories/reference';
import { createCallers } from '../../../../test/factories/staff';

// Read cache on: the storefront must show an edit because the write dropped the caches.
let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let place: { location: number; region: number; park: number; trip: number };
beforeAll(async () => {
  t = await createTestApp({ config: { READ_CACHE_TTL_SECONDS: 30 } });
  callers = await createCallers(t.app, t.database.db);
  const location = await createLocation(t.database.db, { name: 'Karatu', region: 'Arusha' });
  place = {
    location: location.id,
    region: location.regionId,
    park: await ensureCategory(t.database.db, 'National Park', 'destination'),
    trip: await ensureCategory(t.database.db, 'Wildlife'),
  };
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: callers.operator.headers });
const input = (name: string) => ({
  name,
  description: '<p>Crater <a href="javascript:alert(1)">floor</a></p>',
  location_id: place.location,
  region_id: place.region,
  category_ids: [place.park],
  facts: [
    { fact: '260 km²', sub_fact: 'Crater floor', description: 'The largest unbroken caldera.' },
    { fact: '600 m', sub_fact: 'Depth', description: 'From rim to floor.' },
  ],
  activities: [{ name: 'Game drive', description: 'Early morning.' }],
});

describe('destinations in the back office', () => {
  it('creates an inactive destination with facts in order and activities, then activates it for the storefront', async () => {
    const res = await admin('POST', '/api/admin/destinations', input('Ngorongoro Crater'));
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      slug: 'ngorongoro-crater',
      is_active: false,
      location: 'Karatu',
      description: '<p>Crater <a rel="noopener noreferrer nofollow">floor</a></p>',
      facts: [{ fact: '260 km²' }, { fact: '600 m' }],
      activities: [{ name: 'Game drive', is_active: true }],
    });
    await admin('PATCH', `/api/admin/destinations/${created.uuid}`, { is_active: true });
    const shown = (await t.app.inject('/api/destinations/ngorongoro-crater')).json().data.destination;
    expect(shown.facts.map((f: { fact: string }) => f.fact)).toEqual(['260 km²', '600 m']);
  });

  it('an edit shows on the storefront at once and is kept in the audit log', async () => {
    const created = (await admin('POST', '/api/admin/destinations', { ...input('Lake Eyasi'), is_active: true })).json().data;
    expect((await t.app.inject('/api/destinations/lake-eyasi')).json().data.destination.activities).toHaveLength(1); // cached now
    await admin('PATCH', `/api/admin/destinations/${created.uuid}`, {
      name: 'Lake Eyasi Bush Camp',
      activities: [
        { name: 'Hadzabe hunt', description: 'At dawn.' },
        { name: 'Datoga smiths', description: 'Afternoon.', is_active: false },
      ],
    });
    const shown = (await t.app.inject('/api/destinations/lake-eyasi')).json().data.destination;
    expect(shown.name).toBe('Lake Eyasi Bush Camp');
    expect(shown.activities.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['Hadzabe hunt', 'Datoga smiths']));
    expect(shown.facts).toHaveLength(2);
    const log = (await admin('GET', `/api/admin/audit?entity_type=destination&entity_id=${created.uuid}`)).json().data;
    expect(log.items.map((e: { action: string }) => e.action)).toEqual(['destination.update', 'destination.create']);
    expect(log.items[0].before.name).toBe('Lake Eyasi');
    expect(log.items[0].after.name).toBe('Lake Eyasi Bush Camp');
  });

  it('refuses a category of the wrong kind, a taken slug, and lists with filters', async () => {
    const wrong = await admin('POST', '/api/admin/destinations', { ...input('Wrong Kind'), category_ids: [place.trip] });
    expect(wrong.json()).toMatchObject({ code: 422, message: CATALOGUE_ADMIN_MESSAGES.invalidChoice });
    const taken = await admin('POST', '/api/admin/destinations', { ...input('Again'), slug: 'ngorongoro-crater' });
    expect(taken.json()).toMatchObject({ code: 409, message: CATALOGUE_ADMIN_MESSAGES.slugTaken });
    await admin('POST', '/api/admin/destinations', input('Filter Inactive Place'));
    const inactive = (await admin('GET', '/api/admin/destinations?status=inactive&q=filter')).json().data;
    expect(inactive.items.map((d: { name: string }) => d.name)).toEqual(['Filter Inactive Place']);
  });
});
