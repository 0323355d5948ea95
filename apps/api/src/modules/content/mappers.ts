import type { Faq, Testimonial } from '@safari/contracts/content';
import type { FaqRow, TestimonialRow } from './repository';

// The content module's rows become wire shapes here, and only here.

export const faq = (row: FaqRow): Faq => ({
  uuid: row.uuid,
  question: row.question,
  answer: row.answer,
  status: row.status,
  order: row.order,
  category: row.categoryName === null ? null : { name: row.categoryName },
});

export const testimonial = (row: TestimonialRow): Testimonial => ({
  id: row.id,
  comments: row.comments,
  rating: row.rating,
  // Passport images are private (decision 0003): the storefront shows initials instead.
  tourist: { name: row.name, country: row.country, passport: null },
});
