import { z } from 'zod';
import { EMAIL_PATTERN } from './auth';
import { ACCOUNT_MESSAGES } from './messages';
import { paymentInstructionsSchema } from './payments/instructions';

/** A scheduled Kilimanjaro group climb: a departure of a climb trip, with seats. */
const groupClimbSchema = z.object({
  uuid: z.uuid(),
  trip_uuid: z.uuid(),
  route: z.string(),
  trip_name: z.string(),
  start_date: z.string(),
  duration_days: z.number().int(),
  seats_total: z.number().int(),
  seats_left: z.number().int(),
  /** Per person, USD. */
  price: z.number(),
});
export type GroupClimb = z.infer<typeof groupClimbSchema>;
export const groupClimbsData = z.object({ climbs: z.array(groupClimbSchema) });

/** 'Reserve Spot': a named traveller takes seats on a climb (decision 4: real, never overbooked). */
export const climbReservationInput = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(200),
  email: z.string().trim().max(254).regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.emailFormat),
  phone: z.string().trim().min(7, 'Please enter a valid phone number').max(40),
  seats: z.coerce.number().int().min(1, 'Please reserve at least 1 spot.').max(10, 'Please reserve at most 10 spots at once.'),
});
export type ClimbReservationInput = z.input<typeof climbReservationInput>;

export const climbReservation = z.object({
  reference: z.string(),
  route: z.string(),
  start_date: z.string(),
  seats: z.number().int(),
  seats_left: z.number().int(),
  total_price: z.number(),
  /** What to pay now, by when and how. */
  payment: paymentInstructionsSchema,
});
export type ClimbReservation = z.infer<typeof climbReservation>;
