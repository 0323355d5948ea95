import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { catalogueOptions } from '@safari/contracts/admin-catalogue';
import type { Db } from '../../../db/client';
import { categories, destinations, locations, mediaAssets, regions, seasons, serviceClasses, tripTypes } from '../../../db/schema/index';

// What the trip and destination forms share: the lists they choose from, the check that what
// they sent exists, and the banners they store as public media.

/** Every list the trip and destination forms choose from: small tables, inactive rows included. */
export async function listCatalogueOptions(db: Db): Promise<z.infer<typeof catalogueOptions>> {
  const byKind = (kind: 'trip' | 'addon' | 'destination') =>
    db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.kind, kind)).orderBy(asc(categories.name));
  const [types, seasonRows, classes, tripCategories, addons, destinationCategories, regionRows, locationRows, destinationRows] =
    await Promise.all([
      db.select({ id: tripTypes.id, name: tripTypes.name }).from(tripTypes).orderBy(asc(tripTypes.sortOrder), asc(tripTypes.name)),
      db.select({ id: seasons.id, name: seasons.name }).from(seasons).orderBy(asc(seasons.startMonth), asc(seasons.id)),
      db
        .select({ id: serviceClasses.id, name: serviceClasses.name })
        .from(serviceClasses)
        .orderBy(asc(serviceClasses.sortOrder), asc(serviceClasses.id)),
      byKind('trip'),
      byKind('addon'),
      byKind('destination'),
      db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.name)),
      db.select({ id: locations.id, name: locations.name, region_id: locations.regionId }).from(locations).orderBy(asc(locations.name)),
      db.select({ id: destinations.id, name: destinations.name }).from(destinations).orderBy(asc(destinations.name)),
    ]);
  return {
    trip_types: types,
    seasons: seasonRows,
    service_classes: classes,
    trip_categories: tripCategories,
    addons,
    destination_categories: destinationCategories,
    regions: regionRows,
    locations: locationRows,
    destinations: destinationRows,
  };
}

type IdTable = typeof tripTypes | typeof seasons | typeof serviceClasses | typeof regions | typeof locations | typeof destinations;

async function allExist(db: Db, table: IdTable, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return true;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(table.id, wanted));
  return row?.n === wanted.length;
}

async function allCategories(db: Db, kind: 'trip' | 'addon' | 'destination', ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return true;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(categories)
    .where(and(eq(categories.kind, kind), inArray(categories.id, wanted)));
  return row?.n === wanted.length;
}

export interface References {
  tripTypes?: number[];
  seasons?: number[];
  serviceClasses?: number[];
  regions?: number[];
  locations?: number[];
  destinations?: number[];
  tripCategories?: number[];
  addons?: number[];
  destinationCategories?: number[];
}

/** True when every id names a row of the right table and, for categories, the right kind. */
export async function referencesExist(db: Db, refs: References): Promise<boolean> {
  const checks = await Promise.all([
    allExist(db, tripTypes, refs.tripTypes ?? []),
    allExist(db, seasons, refs.seasons ?? []),
    allExist(db, serviceClasses, refs.serviceClasses ?? []),
    allExist(db, regions, refs.regions ?? []),
    allExist(db, locations, refs.locations ?? []),
    allExist(db, destinations, refs.destinations ?? []),
    allCategories(db, 'trip', refs.tripCategories ?? []),
    allCategories(db, 'addon', refs.addons ?? []),
    allCategories(db, 'destination', refs.destinationCategories ?? []),
  ]);
  return checks.every(Boolean);
}

/** Stores a media asset under its path; a path already stored keeps what it has (paths are named by content). */
export async function insertMediaAsset(db: Db, asset: { path: string; contentType: string; body: string; etag: string }) {
  await db.insert(mediaAssets).values(asset).onConflictDoNothing();
}

export async function deleteMediaAsset(db: Db, path: string) {
  await db.delete(mediaAssets).where(eq(mediaAssets.path, path));
}
