import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema/index';
import { BASE_REFERENCE } from './base-reference';
import { SEED_COUNTRIES } from './data/countries';
import {
  SEED_ADDONS,
  SEED_AGE_GROUPS,
  SEED_DESTINATION_CATEGORIES,
  SEED_FAQ_CATEGORIES,
  SEED_LOCATIONS,
  SEED_PAYMENT_MODES,
  SEED_REGIONS,
  SEED_TRIP_CATEGORIES,
} from './data/reference';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type NameIds = Map<string, number>;

const named = (names: readonly string[]) => names.map((name, i) => ({ name, sortOrder: i }));
const idMap = async (rows: Promise<Array<{ id: number; name: string }>>): Promise<NameIds> =>
  new Map((await rows).map((r) => [r.name, r.id]));

/**
 * The reference lists, each row inserted only if its unique name (or code) is new, then read
 * back as name → id: running this twice, or after a half-finished earlier run, adds nothing.
 */
export async function seedReferenceRows(tx: Tx) {
  await tx
    .insert(t.currencies)
    .values([...BASE_REFERENCE.currencies])
    .onConflictDoNothing();
  await tx.insert(t.countries).values(SEED_COUNTRIES).onConflictDoNothing();
  await tx.insert(t.genders).values(named(BASE_REFERENCE.genders)).onConflictDoNothing();
  await tx.insert(t.serviceClasses).values(named(BASE_REFERENCE.serviceClasses)).onConflictDoNothing();
  await tx
    .insert(t.seasons)
    .values([...BASE_REFERENCE.seasons])
    .onConflictDoNothing();
  await tx.insert(t.tripTypes).values(named(BASE_REFERENCE.tripTypes)).onConflictDoNothing();
  await tx.insert(t.ageGroups).values(named(SEED_AGE_GROUPS)).onConflictDoNothing();
  await tx.insert(t.paymentModes).values(named(SEED_PAYMENT_MODES)).onConflictDoNothing();
  await tx.insert(t.faqCategories).values(named(SEED_FAQ_CATEGORIES)).onConflictDoNothing();
  const kinds = { trip: SEED_TRIP_CATEGORIES, addon: SEED_ADDONS, destination: SEED_DESTINATION_CATEGORIES };
  for (const [kind, names] of Object.entries(kinds) as Array<[keyof typeof kinds, string[]]>) {
    await tx
      .insert(t.categories)
      .values(names.map((name) => ({ name, kind })))
      .onConflictDoNothing();
  }
  await tx
    .insert(t.regions)
    .values(SEED_REGIONS.map((name) => ({ name })))
    .onConflictDoNothing();
  const regions = await idMap(tx.select({ id: t.regions.id, name: t.regions.name }).from(t.regions));
  await tx
    .insert(t.locations)
    .values(SEED_LOCATIONS.map((l) => ({ name: l.name, regionId: must(regions, l.region) })))
    .onConflictDoNothing();

  const categoriesOf = (kind: keyof typeof kinds) =>
    idMap(tx.select({ id: t.categories.id, name: t.categories.name }).from(t.categories).where(eq(t.categories.kind, kind)));
  return {
    regions,
    locations: await idMap(tx.select({ id: t.locations.id, name: t.locations.name }).from(t.locations)),
    serviceClasses: await idMap(tx.select({ id: t.serviceClasses.id, name: t.serviceClasses.name }).from(t.serviceClasses)),
    seasons: await idMap(tx.select({ id: t.seasons.id, name: t.seasons.name }).from(t.seasons)),
    tripTypes: await idMap(tx.select({ id: t.tripTypes.id, name: t.tripTypes.name }).from(t.tripTypes)),
    faqCategories: await idMap(tx.select({ id: t.faqCategories.id, name: t.faqCategories.name }).from(t.faqCategories)),
    tripCategories: await categoriesOf('trip'),
    addons: await categoriesOf('addon'),
    destinationCategories: await categoriesOf('destination'),
  };
}

export type SeedTx = Tx;

export function must(map: NameIds, name: string): number {
  const id = map.get(name);
  if (id === undefined) throw new Error(`Seed data refers to unknown entry "${name}"`);
  return id;
}
