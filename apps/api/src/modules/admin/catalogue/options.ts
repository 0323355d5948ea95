import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { catalogueOptions } from '@safari/contracts/admin-catalogue';
import type { Db } from '../../../db/client';
import { categories, destinations, locations, regions, seasons, serviceClasses, tripTypes } from '../../../db/schema/index';

/** Every list the trip and destination forms choose from: small tables, inactive rows included. */
export async function loadCatalogueOptions(db: Db): Promise<z.infer<typeof catalogueOptions>> {
  const byKind = (kind: 'trip' | 'addon' | 'destination') =>
    db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.kind, kind)).orderBy(asc(categories.name));
  const [types, seasonRows, classes, tripCategories, addons, destinationCategories, regionRows, locationRows, destinationRows] = await Promise.all([
    db.select({ id: tripTypes.id, name: tripTypes.name }).from(tripTypes).orderBy(asc(tripTypes.sortOrder), asc(tripTypes.name)),
    db.select({ id: seasons.id, name: seasons.name }).from(seasons).orderBy(asc(seasons.startMonth), asc(seasons.id)),
    db.select({ id: serviceClasses.id, name: serviceClasses.name }).from(serviceClasses).orderBy(asc(serviceClasses.sortOrder), asc(serviceClasses.id)),
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
