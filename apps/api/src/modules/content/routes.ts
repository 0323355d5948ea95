import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { faqsData, testimonialsData } from '@safari/contracts/content';
import { successEnvelope } from '@safari/contracts/envelope';
import { ok } from '../../lib/envelope';
import { getFaqs, getTestimonials } from './service';

export async function contentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/faqs',
    {
      schema: {
        tags: ['content'],
        summary: 'Every FAQ sorted by order, hidden ones (status false) included for the client to filter',
        response: { 200: successEnvelope(faqsData) },
      },
    },
    async (_request, reply) => {
      const faqs = await getFaqs(app.database.db, app.readCache);
      reply.header('cache-control', 'public, max-age=300');
      return ok({ faqs }, 'FAQs retrieved successfully');
    },
  );

  // The path keeps the original API's spelling so its clients still work.
  r.get(
    '/get-testimonals',
    {
      schema: {
        tags: ['content'],
        summary: 'Published testimonials, newest first (at most 100)',
        response: { 200: successEnvelope(testimonialsData) },
      },
    },
    async (_request, reply) => {
      const testimonials = await getTestimonials(app.database.db, app.readCache);
      reply.header('cache-control', 'public, max-age=60');
      return ok({ testimonials }, 'Testimonials retrieved successfully');
    },
  );
}
