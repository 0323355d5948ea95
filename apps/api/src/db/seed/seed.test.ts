import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../schema/index';
import { seedDemoCatalogue } from './seed';
import { SEED_TRIPS } from './data/trips';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';

// The seed is idempotent per row: run again over a full or partly emptied catalogue (the
// marker removed), it adds only what is missing and never fails on what is there.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const counts = async () => {
  const n = async (table: string) => {
    const result = (await database.db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as { rows: Array<{ n: string }> };
    return Number(result.rows[0]!.n);
  };
  const tables = [
    'trips',
    'trip_points',
    'trip_budgets',
    'destinations',
    'destination_facts',
    'faqs',
    'testimonials',
    'media_assets',
    'countries',
    'categories',
    'locations',
  ];
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await n(table)])));
};
const dropMarker = () => database.db.delete(t.appMeta).where(eq(t.appMeta.key, 'demo_catalogue_seeded_at'));

describe('seedDemoCatalogue', () => {
  it('seeds once, then does nothing while the marker is there', async () => {
    expect(await seedDemoCatalogue(database.db)).toBe(true);
    expect(await seedDemoCatalogue(database.db)).toBe(false);
  });

  it('run again without the marker, adds nothing that exists', async () => {
    const before = await counts();
    await dropMarker();
    expect(await seedDemoCatalogue(database.db)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('run again after rows went missing, puts back exactly those', async () => {
    const before = await counts();
    const slug = SEED_TRIPS[0]!.slug;
    await database.db.delete(t.trips).where(eq(t.trips.slug, slug)); // its points and prices go with it
    await database.db.delete(t.faqs).where(sql`true`);
    await dropMarker();
    expect(await seedDemoCatalogue(database.db)).toBe(true);
    expect(await counts()).toEqual(before);
    expect(await database.db.select().from(t.trips).where(eq(t.trips.slug, slug))).toHaveLength(1);
  });
});
