import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqCategories, faqs, testimonials } from '../../db/schema/index';

/**
 * Every FAQ, hidden ones included: the client keeps those with status true, as the original API's
 * clients do. Sorted by `order` (faqs_order_idx), id breaking ties.
 */
export function listFaqs(db: Db) {
  return db
    .select({
      uuid: faqs.uuid,
      question: faqs.question,
      answer: faqs.answer,
      status: faqs.status,
      order: faqs.order,
      categoryName: faqCategories.name,
    })
    .from(faqs)
    .leftJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
    .orderBy(asc(faqs.order), asc(faqs.id));
}

export type FaqRow = Awaited<ReturnType<typeof listFaqs>>[number];

/** Published testimonials, newest first (testimonials_published_idx, read backwards). */
export function listPublishedTestimonials(db: Db, limit: number) {
  return db
    .select({
      id: testimonials.id,
      comments: testimonials.comments,
      rating: testimonials.rating,
      name: testimonials.authorName,
      country: testimonials.authorCountry,
    })
    .from(testimonials)
    .where(eq(testimonials.isPublished, true))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);
}

export type TestimonialRow = Awaited<ReturnType<typeof listPublishedTestimonials>>[number];
