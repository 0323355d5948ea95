import { and, eq, inArray, sql } from 'drizzle-orm';
import { CATALOGUE_ADMIN_MESSAGES } from '@safari/contracts/admin-catalogue';
import type { Db } from '../../../db/client';
import { categories, destinations, locations, regions, seasons, serviceClasses, tripTypes } from '../../../db/schema/index';
import { HttpError } from '../../../lib/http-errors';

type IdTable = typeof tripTypes | typeof seasons | typeof serviceClasses | typeof regions | typeof locations | typeof destinations;

async function allExist(db: Db, table: IdTable, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return true;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(inArray(table.id, wanted));
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

/**
 * Every id a form sent names a row of the right table and, for categories, the right kind:
 * a forged id is refused with one message instead of a foreign-key error.
 */
export async function checkReferences(db: Db, refs: References) {
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
  if (checks.some((found) => !found)) throw new HttpError(422, CATALOGUE_ADMIN_MESSAGES.invalidChoice);
}
