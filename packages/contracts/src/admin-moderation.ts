import { z } from 'zod';
import { adminListQuery, pageOf, queryFlag, staffRef } from './admin';

// Back office: testimonials and ratings waiting for approval, the newsletter's subscribers
// and the e-mail outbox.

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
const moderationStatus = z.enum(MODERATION_STATUSES);
export type ModerationStatus = z.infer<typeof moderationStatus>;

export const adminTestimonialSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  author_country: z.string(),
  comments: z.string(),
  rating: z.number().int(),
  status: moderationStatus,
  decided_by: staffRef.nullable(),
  created_at: z.string(),
});
export const moderationQuery = adminListQuery(['created_at']).extend({ status: moderationStatus.default('pending') });
export const adminTestimonialsPage = pageOf(adminTestimonialSchema);
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

export const adminRatingSchema = z.object({
  uuid: z.uuid(),
  rateable_type: z.enum(['trip', 'destination']),
  rateable_uuid: z.uuid(),
  /** The trip's or destination's name; null when it has since been removed. */
  rateable_name: z.string().nullable(),
  author_name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  status: moderationStatus,
  created_at: z.string(),
  updated_at: z.string(),
});
export const adminRatingsPage = pageOf(adminRatingSchema);
export type AdminRating = z.infer<typeof adminRatingSchema>;

export const MODERATION_MESSAGES = {
  testimonialNotFound: 'Testimonial not found',
  ratingNotFound: 'Rating not found',
  approved: 'Approved: it shows on the site now.',
  rejected: 'Rejected: it does not show on the site.',
} as const;

// ── Newsletter ───────────────────────────────────────────────────────────────────────────

const adminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export const subscribersQuery = adminListQuery(['confirmed_at', 'created_at', 'email']).extend({
  status: z.enum(['pending', 'confirmed', 'unsubscribed']).default('confirmed'),
});
export const subscribersPage = pageOf(adminSubscriberSchema);
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

// ── E-mail outbox ────────────────────────────────────────────────────────────────────────

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export const adminEmailRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const adminEmailDetail = adminEmailRow.extend({ text: z.string() });
export const emailsQuery = adminListQuery(['created_at', 'next_attempt_at']).extend({
  status: z.enum(OUTBOX_STATUSES).optional(),
  kind: z.string().trim().max(60).optional(),
  /** Pending messages that failed at least once and will be retried. */
  retrying: queryFlag,
});
export const emailsPage = pageOf(adminEmailRow);
export type AdminEmailRow = z.infer<typeof adminEmailRow>;

export const OUTBOX_ADMIN_MESSAGES = {
  notFound: 'E-mail not found',
  onlyFailed: 'Only a failed e-mail can be sent again.',
  resent: 'The e-mail will be sent again now.',
} as const;
