import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema/index';
import { findOrCreate, unique } from './helpers';

// FAQs and testimonials. A testimonial's userId stays an override until createUser exists
// (factories/users.ts, with the accounts issue).

export async function createFaq(db: Db, overrides: Partial<typeof t.faqs.$inferInsert> & { category?: string | null } = {}) {
  const category = overrides.category ?? null;
  const categoryId =
    category === null
      ? null
      : await findOrCreate(
          () => db.select().from(t.faqCategories).where(eq(t.faqCategories.name, category)),
          () => db.insert(t.faqCategories).values({ name: category }).returning(),
        );
  const [row] = await db
    .insert(t.faqs)
    .values({
      question: overrides.question ?? `Question ${unique()}?`,
      answer: overrides.answer ?? 'An answer made for a test.',
      status: overrides.status ?? true,
      order: overrides.order ?? 0,
      categoryId,
    })
    .returning();
  return row!;
}

export async function createTestimonial(db: Db, overrides: Partial<typeof t.testimonials.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.testimonials)
    .values({
      authorName: overrides.authorName ?? `Traveller ${unique()}`,
      authorCountry: overrides.authorCountry ?? 'Belgium',
      comments: overrides.comments ?? 'A testimonial made for a test.',
      rating: overrides.rating ?? 5,
      isPublished: overrides.isPublished ?? true,
      createdAt: overrides.createdAt,
      userId: overrides.userId,
    })
    .returning();
  return row!;
}
