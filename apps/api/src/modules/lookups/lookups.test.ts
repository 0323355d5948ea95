import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createLocation, ensureCategory, ensureSeason, ensureServiceClass } from '../../../test/factories/reference';
import * as s from '../../db/schema/index';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createLocation(db, { name: 'Zanzibar City' });
  await createLocation(db, { name: 'Arusha' });
  await createLocation(db, { name: 'Closed Camp', isActive: false });
  await db.insert(s.countries).values([
    { name: 'Tanzania', code: 'TZ' },
    { name: 'Belgium', code: 'BE' },
  ]);
  await db.insert(s.genders).values([
    { name: 'Male', sortOrder: 0 },
    { name: 'Female', sortOrder: 1 },
  ]);
  await ensureServiceClass(db, 'Luxury');
  await ensureServiceClass(db, 'Budget');
  await ensureSeason(db, 'High Season');
  await ensureSeason(db, 'Low Season');
  await ensureCategory(db, 'Wildlife Safari', 'trip');
  await ensureCategory(db, 'Beach', 'trip');
  await ensureCategory(db, 'Airport transfers', 'addon');
  await ensureCategory(db, 'National Park', 'destination');
  await db.insert(s.ageGroups).values([
    { name: 'Adult', sortOrder: 1 },
    { name: 'Child', sortOrder: 0 },
  ]);
  await db.insert(s.paymentModes).values([{ name: 'Card' }]);
});
afterAll(() => t.close());

describe('GET /api/lookups', () => {
  it('answers every reference list the forms read, cached for an hour', async () => {
    const res = await t.app.inject('/api/lookups');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const body = res.json();
    expect(body).toMatchObject({ status: true, code: 200 });
    const data = body.data;
    expect(Object.keys(data).sort()).toEqual(
      ['ageGroups', 'categories', 'countries', 'genders', 'locations', 'paymentModes', 'searviceClasses', 'seasons'].sort(),
    );
    const names = (list: Array<{ name: string }>) => list.map((x) => x.name);
    // Active locations only, by name.
    expect(names(data.locations)).toEqual(['Arusha', 'Zanzibar City']);
    expect(data.countries).toEqual([
      { id: expect.any(Number), name: 'Belgium', code: 'BE' },
      { id: expect.any(Number), name: 'Tanzania', code: 'TZ' },
    ]);
    expect(names(data.genders)).toEqual(['Male', 'Female']);
    expect(names(data.searviceClasses).sort()).toEqual(['Budget', 'Luxury']);
    // Trip themes only: add-ons and destination kinds are not choices.
    expect(names(data.categories)).toEqual(['Beach', 'Wildlife Safari']);
    expect(names(data.seasons)).toEqual(['Low Season', 'High Season']);
    expect(names(data.ageGroups)).toEqual(['Child', 'Adult']);
    expect(names(data.paymentModes)).toEqual(['Card']);
    for (const list of Object.values(data) as Array<Array<{ id: unknown }>>) {
      for (const item of list) expect(typeof item.id).toBe('number');
    }
  });
});
