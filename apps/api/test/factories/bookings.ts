import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema/index';
import { findOrCreate } from './helpers';
import { ensureServiceClass } from './reference';

const ensureGender = (db: Db, name = 'Female') =>
  findOrCreate(
    () => db.select().from(t.genders).where(eq(t.genders.name, name)),
    () => db.insert(t.genders).values({ name }).returning(),
  );

export const ensureCountry = (db: Db, name = 'Tanzania', code = 'TZ') =>
  findOrCreate(
    () => db.select().from(t.countries).where(eq(t.countries.code, code)),
    () => db.insert(t.countries).values({ name, code }).returning(),
  );

export async function createDeparture(
  db: Db,
  values: { tripId: number; startDate: string; seats: number; pricePerPerson?: number | null },
) {
  const [row] = await db
    .insert(t.tripDepartures)
    .values({
      tripId: values.tripId,
      startDate: values.startDate,
      seatsTotal: values.seats,
      seatsLeft: values.seats,
      pricePerPerson: values.pricePerPerson ?? null,
    })
    .returning();
  return row!;
}

/** The ids a valid booking form sends: the Comfort class, a gender and a country. */
export async function bookingOptions(db: Db) {
  return { classId: await ensureServiceClass(db), genderId: await ensureGender(db), countryId: await ensureCountry(db) };
}
