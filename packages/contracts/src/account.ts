import { z } from 'zod';
import { publicUser } from './auth';
import { cartItemSchema, likeSchema, ratingSchema } from './engagement';
import { paymentInstructionsSchema } from './payments/instructions';

/**
 * A booking as its traveller sees it in the dashboard. The bookings issue fills the list; the
 * shape is fixed here so the dashboard only needs rows.
 */
const myBookingSchema = z.object({
  reference: z.string(),
  /** The address the booking was made with: with the reference, it names the booking for a card payment. */
  email: z.string(),
  trip_name: z.string(),
  trip_uuid: z.uuid().nullable(),
  start_date: z.string(),
  guests: z.number().int(),
  total_price: z.number(),
  status: z.string(),
  created_at: z.string(),
  /** What is paid, what is due by when, and how to pay it. */
  payment: paymentInstructionsSchema,
});
export type MyBooking = z.infer<typeof myBookingSchema>;

/** The dashboard: profile, the four lists and their counts. */
export const dashboardData = z.object({
  user_profile: publicUser,
  likes: z.array(likeSchema),
  ratings: z.array(ratingSchema),
  cart_items: z.array(cartItemSchema),
  bookings: z.array(myBookingSchema),
  statistics: z.object({
    total_likes: z.number().int(),
    total_ratings: z.number().int(),
    total_cart_items: z.number().int(),
    total_bookings: z.number().int(),
  }),
});
export type DashboardData = z.infer<typeof dashboardData>;

export const saveTestimonialInput = z.object({
  comments: z
    .string({ error: 'Please write your testimonial.' })
    .trim()
    .min(1, 'Please write your testimonial.')
    .max(2000, 'Please keep your testimonial under 2,000 characters.'),
});
