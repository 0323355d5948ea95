import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, countries, testimonials, tours, trips, users } from '../../db/schema/index';

/** A traveller's bookings for their dashboard, newest first. */
export function listBookingsOfUser(db: Db, userId: number) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      currency: bookings.currencyCode,
      totalMinor: bookings.totalMinor,
      paymentReference: bookings.paymentReference,
      email: bookings.email,
      tripName: sql<string>`coalesce(${trips.name}, ${tours.title})`,
      tripUuid: trips.uuid,
      startDate: bookings.startDate,
      guests: bookings.guests,
      totalPrice: bookings.totalPrice,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .leftJoin(trips, eq(trips.id, bookings.tripId))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .where(eq(bookings.userId, userId))
    .orderBy(sql`${bookings.createdAt} desc`);
}

/** The testimonials a traveller wrote, newest first, published or not. */
export function listTestimonialsOfUser(db: Db, userId: number) {
  return db
    .select({
      comments: testimonials.comments,
      rating: testimonials.rating,
      published: testimonials.isPublished,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .where(eq(testimonials.userId, userId))
    .orderBy(desc(testimonials.createdAt));
}

/** The account goes, and with it (by foreign keys) everything that was the traveller's. */
export async function deleteUser(db: Db, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
}

export async function findCountryName(db: Db, countryId: number) {
  const [country] = await db.select({ name: countries.name }).from(countries).where(eq(countries.id, countryId));
  return country?.name;
}

/** A testimonial waiting for the operator's approval; resolves with its id. */
export async function insertTestimonial(tx: Db, values: { userId: number; authorName: string; authorCountry: string; comments: string }) {
  const [row] = await tx
    .insert(testimonials)
    .values({ ...values, isPublished: false })
    .returning({ id: testimonials.id });
  return row?.id;
}
