import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema/index';
import { findOrCreate, unique } from './helpers';

// Lookups shared by trips, destinations and (later) bookings and accounts.

export const ensureTripType = (db: Db, name = 'Safari') =>
  findOrCreate(
    () => db.select().from(t.tripTypes).where(eq(t.tripTypes.name, name)),
    () => db.insert(t.tripTypes).values({ name }).returning(),
  );

export const ensureSeason = (db: Db, name: 'Low Season' | 'High Season') =>
  findOrCreate(
    () => db.select().from(t.seasons).where(eq(t.seasons.name, name)),
    () =>
      db
        .insert(t.seasons)
        .values({ name, startMonth: name === 'High Season' ? 7 : 1, endMonth: name === 'High Season' ? 12 : 6 })
        .returning(),
  );

export const ensureServiceClass = (db: Db, name = 'Comfort') =>
  findOrCreate(
    () => db.select().from(t.serviceClasses).where(eq(t.serviceClasses.name, name)),
    () => db.insert(t.serviceClasses).values({ name }).returning(),
  );

export const ensureCategory = (db: Db, name: string, kind: 'trip' | 'addon' | 'destination' = 'trip') =>
  findOrCreate(
    () =>
      db
        .select()
        .from(t.categories)
        .where(and(eq(t.categories.name, name), eq(t.categories.kind, kind))),
    () => db.insert(t.categories).values({ name, kind }).returning(),
  );

export async function createLocation(db: Db, overrides: { name?: string; region?: string; isActive?: boolean } = {}) {
  const regionName = overrides.region ?? 'Arusha';
  const regionId = await findOrCreate(
    () => db.select().from(t.regions).where(eq(t.regions.name, regionName)),
    () => db.insert(t.regions).values({ name: regionName }).returning(),
  );
  const [row] = await db
    .insert(t.locations)
    .values({ name: overrides.name ?? `Location ${unique()}`, regionId, isActive: overrides.isActive ?? true })
    .returning();
  return row!;
}
