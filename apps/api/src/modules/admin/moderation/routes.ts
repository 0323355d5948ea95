import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@safari/contracts/admin';
import {
  adminRatingSchema,
  adminRatingsPage,
  adminTestimonialSchema,
  adminTestimonialsPage,
  MODERATION_MESSAGES,
  moderationQuery,
} from '@safari/contracts/admin-moderation';
import { successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { invalidateCatalogue } from '../../catalogue/invalidation';
import { actorOf, requireRole } from '../access';
import { adminFailures, adminWriteFailures } from '../responses';
import { decideRating, listRatings } from './ratings';
import { decideTestimonial, listTestimonials } from './testimonials';

const tags = ['admin: moderation'];
const DECISIONS = [
  ['approve', 'approved', MODERATION_MESSAGES.approved],
  ['reject', 'rejected', MODERATION_MESSAGES.rejected],
] as const;

/** Testimonials and ratings wait here until approved; the storefront shows approved ones only. */
export async function moderationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  const db = app.database.db;

  r.get(
    '/testimonials',
    {
      schema: {
        tags,
        summary: 'Testimonials by status (pending by default)',
        querystring: moderationQuery,
        response: { 200: successEnvelope(adminTestimonialsPage), ...adminFailures },
      },
    },
    async (request) => ok(await listTestimonials(db, request.query)),
  );
  r.get(
    '/ratings',
    {
      schema: {
        tags,
        summary: 'Ratings by status (pending by default)',
        querystring: moderationQuery,
        response: { 200: successEnvelope(adminRatingsPage), ...adminFailures },
      },
    },
    async (request) => ok(await listRatings(db, request.query)),
  );
  for (const [verb, decision, message] of DECISIONS) {
    r.post(
      `/testimonials/:id/${verb}`,
      {
        schema: {
          tags,
          summary: `${verb === 'approve' ? 'Approve (publish)' : 'Reject (unpublish)'} a testimonial`,
          params: idParam,
          response: { 200: successEnvelope(adminTestimonialSchema), ...adminWriteFailures },
        },
      },
      async (request) => {
        const item = await decideTestimonial(db, actorOf(request), request.params.id, decision);
        await invalidateCatalogue(app.readCache, 'testimonials');
        return ok(item, message);
      },
    );
    r.post(
      `/ratings/:id/${verb}`,
      {
        schema: {
          tags,
          summary: `${verb === 'approve' ? 'Approve' : 'Reject'} a rating`,
          params: uuidParam,
          response: { 200: successEnvelope(adminRatingSchema), ...adminWriteFailures },
        },
      },
      async (request) => {
        const { rating, rateableType } = await decideRating(db, actorOf(request), request.params.id, decision);
        // Approved ratings count in what the storefront shows of the rated item.
        await invalidateCatalogue(app.readCache, rateableType === 'trip' ? 'trips' : 'destinations');
        return ok(rating, message);
      },
    );
  }
}
