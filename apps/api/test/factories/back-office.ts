import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema/index';
import { unique, uniquePaymentReference } from './helpers';

// Rows the back office works on, straight in the database: a booking as the storefront would
// have stored it, a failed e-mail, a testimonial or rating waiting for moderation, an article.

export async function createBookingRow(
  db: Db,
  values: { tripId: number; departureId?: number | null } & Partial<typeof t.bookings.$inferInsert>,
) {
  const [row] = await db
    .insert(t.bookings)
    .values({
      reference: `ST-TEST-${unique()}`,
      guests: 2,
      startDate: '2099-07-01',
      season: 'High Season',
      totalPrice: 3000,
      totalMinor: 300_000,
      paymentReference: uniquePaymentReference(),
      firstName: 'Amina',
      lastName: 'Mushi',
      email: `booker-${unique()}@example.test`,
      phone: '+255 712 345 678',
      ...values,
    })
    .returning();
  return row!;
}

export async function createFailedEmail(db: Db, recipient = `failed-${unique()}@example.test`) {
  const [row] = await db
    .insert(t.outboxEmails)
    .values({
      kind: 'booking-traveller',
      recipient,
      subject: 'Your booking',
      text: 'Hello',
      status: 'failed',
      attempts: 8,
      lastError: '550 mailbox unavailable',
    })
    .returning();
  return row!;
}

export async function createPendingTestimonial(db: Db, comments = 'A wonderful trip.') {
  const [row] = await db
    .insert(t.testimonials)
    .values({ authorName: 'Sofie Janssens', authorCountry: 'Belgium', comments, isPublished: false })
    .returning();
  return row!;
}

export async function createPendingRating(db: Db, values: { userId: number; tripUuid: string }) {
  const [row] = await db
    .insert(t.ratings)
    .values({ userId: values.userId, rateableType: 'trip', rateableUuid: values.tripUuid, rating: 4, comment: 'Lovely guides.' })
    .onConflictDoUpdate({ target: [t.ratings.userId, t.ratings.rateableType, t.ratings.rateableUuid], set: { status: 'pending' } })
    .returning();
  return row!;
}

export async function createArticle(db: Db, overrides: Partial<typeof t.blogArticles.$inferInsert> = {}) {
  const slug = overrides.slug ?? `article-${unique()}`;
  const [row] = await db
    .insert(t.blogArticles)
    .values({
      slug,
      title: `Article ${slug}`,
      excerpt: 'An article made for a test.',
      body: '<p>Body.</p>',
      image: '/media/blog/test.svg',
      author: 'Neema',
      category: 'Wildlife',
      publishedOn: '2026-01-15',
      readMinutes: 4,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createSubscriber(db: Db, status: 'pending' | 'confirmed' | 'unsubscribed' = 'confirmed') {
  const [row] = await db
    .insert(t.newsletterSubscribers)
    .values({
      email: `reader-${unique()}@example.test`,
      status,
      unsubscribeToken: randomBytes(18).toString('base64url'),
      confirmedAt: status === 'pending' ? null : new Date(),
    })
    .returning();
  return row!;
}
