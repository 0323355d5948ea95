import { z } from 'zod';
import { addDays } from './calendar';
import { EMAIL_PATTERN } from './auth';
import { LIMITS } from './constants';
import { isoDate } from './envelope';
import { ACCOUNT_MESSAGES, BOOKING_VALIDATION } from './messages';
import { paymentInstructionsSchema } from './payments/instructions';

// The booking request and its rules (docs/product.md#booking), for the Book Now form and again
// on the server. The server alone prices the booking; nothing here carries a price.

const text = z.string().trim();
const idField = z.union([z.number(), z.string()]).transform((v) => (v === '' ? 0 : Number(v)));

/** 'from tomorrow onwards' in the operator's calendar (docs/product.md#operator-calendar). */
export const isFromTomorrow = (startDate: string, operatorToday: string) => startDate >= addDays(operatorToday, 1);

export const bookingRequest = z
  .object({
    trip_uuid: z.uuid(),
    /** A scheduled departure's uuid, or empty for a private trip on the chosen date. */
    trip_group_uuid: z.union([z.uuid(), z.literal('')]).default(''),
    class_id: idField,
    guest_count: idField,
    start_date: text.default(''),
    phone: text.default(''),
    email: text.default(''),
    fname: text.default(''),
    lname: text.default(''),
    gender: idField,
    country: idField,
    note: text.max(2000).default(''),
    /** The currency the traveller saw the price in (stored with its rate). */
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/)
      .default('USD'),
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const ids = [v.class_id, v.gender, v.country];
    const missing = !v.start_date || !v.fname || !v.lname || !v.email || !v.phone;
    if (
      missing ||
      ids.some((id) => !Number.isInteger(id) || id <= 0) ||
      !Number.isInteger(v.guest_count) ||
      v.guest_count < LIMITS.bookingGuestsMin
    ) {
      return fail('guest_count', BOOKING_VALIDATION.required);
    }
    if (v.guest_count > LIMITS.travelersMax) return fail('guest_count', 'Maximum 50 travelers allowed');
    if (!isoDate.safeParse(v.start_date).success) return fail('start_date', BOOKING_VALIDATION.startDate);
    if (!EMAIL_PATTERN.test(v.email) || v.email.length > 254) return fail('email', ACCOUNT_MESSAGES.emailFormat);
    if (v.phone.length < LIMITS.phoneMinLength || v.phone.length > 40) return fail('phone', 'Please enter a valid phone number');
  });
export type BookingRequest = z.input<typeof bookingRequest>;
/** The request with every field present: what the server works with after parsing, and what the storefront sends. */
export type BookingRequestBody = z.output<typeof bookingRequest>;

export const bookingConfirmation = z.object({
  reference: z.string(),
  customer_name: z.string(),
  trip_name: z.string(),
  /** USD, computed by the server. */
  total_price: z.number(),
  currency_code: z.string(),
  currency_rate: z.number(),
  start_date: z.string(),
  guests: z.number().int(),
  season: z.string(),
  service_class: z.string(),
  departure: z.object({ uuid: z.uuid(), seats_left: z.number().int() }).nullable(),
  /** What to pay now, by when and how (replaces the original's "online payment is coming soon"). */
  payment: paymentInstructionsSchema,
});
export type BookingConfirmation = z.infer<typeof bookingConfirmation>;

export const departureSchema = z.object({
  uuid: z.uuid(),
  start_date: z.string(),
  seats_total: z.number().int(),
  seats_left: z.number().int(),
  price_per_person: z.number().nullable(),
});
export type Departure = z.infer<typeof departureSchema>;

export const BOOKING_TEXTS = {
  processing: 'Processing...',
  failed: 'Failed to book. Please try again.',
  soldOut: 'This departure is sold out. Please choose another date.',
  seatsLeft: (n: number) => `Only ${n} ${n === 1 ? 'seat' : 'seats'} left on this departure. Please reduce the number of guests.`,
  noPrice: 'This trip has no price for the chosen class, season and group size. Please choose another class or contact us.',
  tooManyGuests: (max: number) => `This trip takes at most ${max} guests.`,
  idempotencyMismatch: 'This booking was already submitted with different details. Please reload the page and book again.',
} as const;
