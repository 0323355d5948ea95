import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createInquiry } from '../../test/factories/inquiries';
import { ensureCategory } from '../../test/factories/reference';
import { createTrip } from '../../test/factories/trips';
import { migrationsFolder } from './migrations-folder';
import * as s from './schema/index';

// Migration 0005 on a database made before it: the near-duplicate trip themes of the demo
// catalogue take the names of the trip types they repeat. A fresh database has no such rows
// when the migration runs, so the test plays the old rows in and applies the file again, as
// `migrate` would have on a database that had them.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

async function applyMigration0005() {
  const file = readFileSync(`${migrationsFolder}/0005_merge_duplicate_trip_categories.sql`, 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
}

const themesOf = async (tripId: number) =>
  (
    await database.db
      .select({ name: s.categories.name })
      .from(s.tripCategories)
      .innerJoin(s.categories, eq(s.categories.id, s.tripCategories.categoryId))
      .where(eq(s.tripCategories.tripId, tripId))
  )
    .map((r) => r.name)
    .sort();

describe('migration 0005: merge the near-duplicate trip themes', () => {
  it('renames a theme, merges one whose new name exists, and moves trips and inquiries along', async () => {
    const db = database.db;
    // 'Beach Holiday' already exists as a theme (an operator made it): a trip carrying both
    // names keeps one link, not two.
    const existing = await ensureCategory(db, 'Beach Holiday');
    const safariTrip = await createTrip(db, { categories: ['Wildlife Safari', 'Photography'] });
    const beachTrip = await createTrip(db, { categories: ['Beach & Island', 'Beach Holiday'] });
    const climbTrip = await createTrip(db, { categories: ['Mountain Trekking'] });
    const oldMountain = await ensureCategory(db, 'Mountain Trekking');
    const inquiry = await createInquiry(db, { tripTypeId: oldMountain });
    // An add-on of the same name is another kind of label and stays.
    await ensureCategory(db, 'Wildlife Safari', 'addon');

    await applyMigration0005();

    expect(await themesOf(safariTrip.id)).toEqual(['Photography', 'Safari']);
    expect(await themesOf(beachTrip.id)).toEqual(['Beach Holiday']);
    expect(await themesOf(climbTrip.id)).toEqual(['Mountain Climbing']);
    const left = await db
      .select({ name: s.categories.name, kind: s.categories.kind })
      .from(s.categories)
      .where(inArray(s.categories.name, ['Wildlife Safari', 'Mountain Trekking', 'Beach & Island']));
    expect(left).toEqual([{ name: 'Wildlife Safari', kind: 'addon' }]);
    const [beach] = await db
      .select()
      .from(s.categories)
      .where(and(eq(s.categories.kind, 'trip'), eq(s.categories.name, 'Beach Holiday')));
    expect(beach!.id).toBe(existing);
    const [moved] = await db.select({ tripTypeId: s.inquiries.tripTypeId }).from(s.inquiries).where(eq(s.inquiries.id, inquiry.id));
    const [mountain] = await db
      .select()
      .from(s.categories)
      .where(and(eq(s.categories.kind, 'trip'), eq(s.categories.name, 'Mountain Climbing')));
    expect(moved!.tripTypeId).toBe(mountain!.id);

    // Running it again changes nothing.
    await applyMigration0005();
    expect(await themesOf(safariTrip.id)).toEqual(['Photography', 'Safari']);
  });
});
