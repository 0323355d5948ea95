import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingLines, bookings, customPackageRequests, tourActivities, tourSeasons, tours } from '../../db/schema/index';

export async function listTours(db: Db) {
  const rows = await db.select().from(tours).where(eq(tours.isActive, true)).orderBy(asc(tours.sortOrder), asc(tours.id));
  const activities = rows.length
    ? await db.select().from(tourActivities).where(inArray(tourActivities.tourId, rows.map((r) => r.id))).orderBy(asc(tourActivities.id))
    : [];
  return rows.map((tour) => ({ ...tour, activities: activities.filter((a) => a.tourId === tour.id) }));
}

export const listSeasons = (db: Db) => db.select().from(tourSeasons).orderBy(asc(tourSeasons.sortOrder), asc(tourSeasons.id));

export async function findTourBySlug(db: Db, slug: string) {
  const [tour] = await db.select().from(tours).where(and(eq(tours.slug, slug), eq(tours.isActive, true)));
  if (!tour) return undefined;
  const activities = await db.select().from(tourActivities).where(eq(tourActivities.tourId, tour.id)).orderBy(asc(tourActivities.id));
  return { ...tour, activities };
}

export async function findToursBySlugs(db: Db, slugs: string[]) {
  return db.select().from(tours).where(and(inArray(tours.slug, slugs), eq(tours.isActive, true)));
}

export async function findActivities(db: Db, ids: number[]) {
  return ids.length ? db.select().from(tourActivities).where(inArray(tourActivities.id, ids)) : [];
}

type NewTourBooking = Omit<typeof bookings.$inferInsert, 'reference' | 'kind'>;

export async function insertTourBooking(
  db: Db,
  values: NewTourBooking,
  year: string,
  lines: Array<{ description: string; quantity: number; unitPrice: number; amount: number }>,
) {
  const [row] = await db
    .insert(bookings)
    .values({ ...values, kind: 'tour', reference: sql`'ST-' || ${year} || '-' || lpad(nextval('booking_reference_seq')::text, 6, '0')` })
    .returning({ id: bookings.id, reference: bookings.reference });
  await db.insert(bookingLines).values(lines.map((line) => ({ bookingId: row!.id, ...line })));
  return row!;
}

type NewCustomPackage = Omit<typeof customPackageRequests.$inferInsert, 'reference'>;

export async function insertCustomPackage(db: Db, values: NewCustomPackage, year: string) {
  const [row] = await db
    .insert(customPackageRequests)
    .values({ ...values, reference: sql`'CP-' || ${year} || '-' || lpad(nextval('inquiry_reference_seq')::text, 6, '0')` })
    .returning({ uuid: customPackageRequests.uuid, reference: customPackageRequests.reference });
  return row!;
}
