import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  countries,
  destinations,
  inquiries,
  inquiryDestinations,
  inquiryLocations,
  locations,
  serviceClasses,
} from '../../db/schema/index';

const countOf = async (db: Db, table: typeof destinations | typeof locations, ids: number[]) =>
  ids.length === 0
    ? 0
    : (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(inArray(table.id, ids))
      )[0]!.n;

/** True when every id the form sent names a row we have (lists may not be forged). */
export async function referencesExist(
  db: Db,
  v: { country: number; tripType: number; serviceClass: number; destinations: number[]; locations: number[] },
) {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, v.country));
  const [tripType] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, v.tripType), eq(categories.kind, 'trip')));
  const serviceClassOk =
    v.serviceClass === 0 ||
    (await db.select({ id: serviceClasses.id }).from(serviceClasses).where(eq(serviceClasses.id, v.serviceClass))).length > 0;
  const uniqueDestinations = [...new Set(v.destinations)];
  const uniqueLocations = [...new Set(v.locations)];
  return (
    Boolean(country && tripType) &&
    serviceClassOk &&
    (await countOf(db, destinations, uniqueDestinations)) === uniqueDestinations.length &&
    (await countOf(db, locations, uniqueLocations)) === uniqueLocations.length
  );
}

export async function namesFor(db: Db, v: { country: number; tripType: number; destinations: number[]; locations: number[] }) {
  const [country] = await db.select({ name: countries.name }).from(countries).where(eq(countries.id, v.country));
  const [tripType] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, v.tripType));
  const destinationNames = v.destinations.length
    ? (await db.select({ name: destinations.name }).from(destinations).where(inArray(destinations.id, v.destinations))).map((r) => r.name)
    : [];
  const locationNames = v.locations.length
    ? (await db.select({ name: locations.name }).from(locations).where(inArray(locations.id, v.locations))).map((r) => r.name)
    : [];
  return { country: country?.name ?? '', tripType: tripType?.name ?? '', destinations: destinationNames, locations: locationNames };
}

type NewInquiry = Omit<typeof inquiries.$inferInsert, 'reference'>;

export async function insertInquiry(db: Db, values: NewInquiry, year: string, destinationIds: number[], locationIds: number[]) {
  const [row] = await db
    .insert(inquiries)
    .values({ ...values, reference: sql`'IQ-' || ${year} || '-' || lpad(nextval('inquiry_reference_seq')::text, 6, '0')` })
    .returning({ id: inquiries.id, uuid: inquiries.uuid, reference: inquiries.reference });
  const id = row!.id;
  const uniqueDestinations = [...new Set(destinationIds)];
  const uniqueLocations = [...new Set(locationIds)];
  if (uniqueDestinations.length)
    await db.insert(inquiryDestinations).values(uniqueDestinations.map((destinationId) => ({ inquiryId: id, destinationId })));
  if (uniqueLocations.length)
    await db.insert(inquiryLocations).values(uniqueLocations.map((locationId) => ({ inquiryId: id, locationId })));
  return row!;
}
