import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ageGroups, categories, countries, genders, locations, paymentModes, seasons, serviceClasses } from '../../db/schema/index';

/**
 * Every list the forms offer, in one round of queries. Each table holds tens of rows, so
 * these are sequential scans by design; the unique name indexes serve the name sorts.
 */
export async function loadReferenceRows(db: Db) {
  const [locationRows, countryRows, genderRows, classRows, categoryRows, seasonRows, ageRows, paymentRows] = await Promise.all([
    db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.isActive, true)).orderBy(asc(locations.name)),
    db.select({ id: countries.id, name: countries.name, code: countries.code }).from(countries).orderBy(asc(countries.name)),
    db.select({ id: genders.id, name: genders.name }).from(genders).orderBy(asc(genders.sortOrder), asc(genders.id)),
    db
      .select({ id: serviceClasses.id, name: serviceClasses.name })
      .from(serviceClasses)
      .orderBy(asc(serviceClasses.sortOrder), asc(serviceClasses.id)),
    // Only trip themes: the inquiry's trip types and the listing's chips. Add-ons and
    // destination kinds share the table but are not choices a traveller makes.
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.kind, 'trip'))
      .orderBy(asc(categories.name)),
    db.select({ id: seasons.id, name: seasons.name }).from(seasons).orderBy(asc(seasons.startMonth), asc(seasons.id)),
    db.select({ id: ageGroups.id, name: ageGroups.name }).from(ageGroups).orderBy(asc(ageGroups.sortOrder), asc(ageGroups.id)),
    db
      .select({ id: paymentModes.id, name: paymentModes.name })
      .from(paymentModes)
      .orderBy(asc(paymentModes.sortOrder), asc(paymentModes.id)),
  ]);
  return {
    locations: locationRows,
    countries: countryRows,
    genders: genderRows,
    serviceClasses: classRows,
    categories: categoryRows,
    seasons: seasonRows,
    ageGroups: ageRows,
    paymentModes: paymentRows,
  };
}

export type ReferenceRows = Awaited<ReturnType<typeof loadReferenceRows>>;
