import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentTerms, trips } from '../../../db/schema/index';

// The payment terms: the site's row (trip_id null, created by the migration) and trips' overrides.

const termColumns = { depositPercent: paymentTerms.depositPercent, balanceDaysBefore: paymentTerms.balanceDaysBefore };

export async function findSiteTerms(db: Db) {
  const [row] = await db.select(termColumns).from(paymentTerms).where(isNull(paymentTerms.tripId));
  return row!;
}

export function listTripTerms(db: Db) {
  return db
    .select({ ...termColumns, tripUuid: trips.uuid, tripName: trips.name })
    .from(paymentTerms)
    .innerJoin(trips, eq(trips.id, paymentTerms.tripId))
    .orderBy(asc(trips.name));
}

export async function findTripTerms(db: Db, tripUuid: string) {
  const [row] = await db
    .select({ tripId: trips.id, own: { depositPercent: paymentTerms.depositPercent, balanceDaysBefore: paymentTerms.balanceDaysBefore } })
    .from(trips)
    .leftJoin(paymentTerms, eq(paymentTerms.tripId, trips.id))
    .where(eq(trips.uuid, tripUuid));
  return row;
}

export type Terms = { depositPercent: number; balanceDaysBefore: number };

export async function setSiteTerms(tx: Db, terms: Terms) {
  await tx
    .update(paymentTerms)
    .set({ ...terms, updatedAt: sql`now()` })
    .where(isNull(paymentTerms.tripId));
}

export async function setTripTerms(tx: Db, tripId: number, terms: Terms) {
  await tx
    .insert(paymentTerms)
    .values({ tripId, ...terms })
    .onConflictDoUpdate({ target: paymentTerms.tripId, set: { ...terms, updatedAt: sql`now()` } });
}

export async function removeTripTerms(tx: Db, tripId: number) {
  await tx.delete(paymentTerms).where(eq(paymentTerms.tripId, tripId));
}
