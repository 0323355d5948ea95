import { asc, desc, eq } from 'drizzle-orm';
import type { Faq, Testimonial } from '@safari/contracts/content';
import type { Db } from '../../db/client';
import { faqCategories, faqs, testimonials } from '../../db/schema/index';

/**
 * Every FAQ, hidden ones included: the client keeps those with status true, as the original API's
 * clients do. Sorted by `order` (faqs_order_idx), id breaking ties.
 */
export async function listFaqs(db: Db): Promise<Faq[]> {
  const rows = await db
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
  return rows.map(({ categoryName, ...faq }) => ({
    ...faq,
    category: categoryName === null ? null : { name: categoryName },
  }));
}

/** Published testimonials, newest first (testimonials_published_idx, read backwards). */
export async function listPublishedTestimonials(db: Db, limit: number): Promise<Testimonial[]> {
  const rows = await db
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
  return rows.map((t) => ({
    id: t.id,
    comments: t.comments,
    rating: t.rating,
    // Passport images are private (decision 0003): the storefront shows initials instead.
    tourist: { name: t.name, country: t.country, passport: null },
  }));
}
