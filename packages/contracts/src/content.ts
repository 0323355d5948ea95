import { z } from 'zod';

const faqSchema = z.object({
  uuid: z.uuid(),
  question: z.string(),
  answer: z.string(),
  status: z.boolean(),
  order: z.number().int(),
  category: z.object({ name: z.string() }).nullable(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqsData = z.object({ faqs: z.array(faqSchema) });

const testimonialSchema = z.object({
  id: z.number().int(),
  comments: z.string(),
  rating: z.number().int(),
  tourist: z.object({ name: z.string(), country: z.string(), passport: z.string().nullable() }),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsData = z.object({ testimonials: z.array(testimonialSchema) });
