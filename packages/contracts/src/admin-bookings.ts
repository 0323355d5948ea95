import { z } from 'zod';
import { adminListQuery, auditEntrySchema, pageOf } from './admin';
import { isoDate } from './envelope';
import { paymentInstructionsSchema } from './payments/instructions';

// Back office: bookings and departures (docs/product.md#back-office).

/**
 * awaiting_deposit → deposit_paid → paid_in_full follow the payment ledger (a payment recorded
 * moves them); then completed after the trip. Cancelled from any step before completed.
 */
export const BOOKING_STATUSES = ['awaiting_deposit', 'deposit_paid', 'paid_in_full', 'completed', 'cancelled'] as const;
const bookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatus>;

/** The steps staff take by hand; the payment steps are taken by recording a payment. */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  awaiting_deposit: ['cancelled'],
  deposit_paid: ['cancelled'],
  paid_in_full: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  awaiting_deposit: 'Awaiting deposit',
  deposit_paid: 'Deposit paid',
  paid_in_full: 'Paid in full',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const adminBookingRow = z.object({
  uuid: z.uuid(),
  reference: z.string(),
  kind: z.enum(['package', 'tour']),
  item_name: z.string(),
  traveller: z.string(),
  email: z.string(),
  guests: z.number().int(),
  start_date: z.string(),
  total_price: z.number(),
  status: bookingStatus,
  departure_uuid: z.uuid().nullable(),
  created_at: z.string(),
});
export type AdminBookingRow = z.infer<typeof adminBookingRow>;

export const adminBookingsQuery = adminListQuery(['created_at', 'start_date', 'total_price']).extend({
  status: bookingStatus.optional(),
  kind: z.enum(['package', 'tour']).optional(),
  trip: z.uuid().optional(),
  departure: z.uuid().optional(),
  start_from: isoDate.optional(),
  start_to: isoDate.optional(),
});
export const adminBookingsPage = pageOf(adminBookingRow);

export const PAYMENT_METHOD_LABELS = { bank_transfer: 'Bank transfer', card: 'Card', cash: 'Cash', other: 'Other' } as const;

export const ledgerEntrySchema = z.object({
  uuid: z.uuid(),
  kind: z.enum(['payment', 'refund']),
  amount_minor: z.number().int(),
  currency: z.string(),
  method: z.enum(['bank_transfer', 'card', 'cash', 'other']),
  provider_reference: z.string().nullable(),
  received_on: z.string(),
  note: z.string(),
  /** Staff who recorded it by hand; null: a bank statement or a card payment did. */
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A payment or refund the operator records by hand (a transfer seen in the bank, cash in the office). */
export const ledgerEntryInput = z.object({
  kind: z.enum(['payment', 'refund']),
  /** In the booking's currency, as written: '1250' or '1250.50'. */
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Enter an amount such as 1250.00')
    .refine((v) => Number(v) > 0, 'Enter an amount above zero'),
  method: z.enum(['bank_transfer', 'cash', 'other']),
  received_on: isoDate,
  note: z.string().trim().max(500).default(''),
});
export type LedgerEntryInput = z.input<typeof ledgerEntryInput>;

export const adminBookingDetail = adminBookingRow.extend({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  country: z.string().nullable(),
  service_class: z.string().nullable(),
  season: z.string(),
  seat_tier: z.number().int().nullable(),
  currency_code: z.string(),
  currency_rate: z.number(),
  note: z.string(),
  lines: z.array(z.object({ description: z.string(), quantity: z.number().int(), unit_price: z.number(), amount: z.number() })),
  updated_at: z.string(),
  /** What is owed, paid and due, and how the traveller was asked to pay. */
  payment: paymentInstructionsSchema,
  /** Payments received and refunds made, oldest first. */
  ledger: z.array(ledgerEntrySchema),
  /** What the back office changed, oldest first (from the audit log). */
  history: z.array(auditEntrySchema),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetail>;

export const bookingStatusInput = z.object({
  status: z.enum(['completed', 'cancelled']),
  /** A line for the traveller, added to the e-mail. */
  message: z.string().trim().max(2000).optional(),
});

export const BOOKING_ADMIN_MESSAGES = {
  notFound: 'Booking not found',
  transition: (from: BookingStatus, to: BookingStatus) => `A ${from} booking cannot become ${to}.`,
  paymentRecorded: 'Payment recorded',
  refundRecorded: 'Refund recorded',
  futureDate: 'The date cannot be in the future.',
} as const;

// ── Departures ───────────────────────────────────────────────────────────────────────────

const DEPARTURE_STATUSES = ['scheduled', 'closed', 'cancelled'] as const;

export const adminDepartureSchema = z.object({
  uuid: z.uuid(),
  trip_uuid: z.uuid(),
  start_date: z.string(),
  seats_total: z.number().int(),
  seats_left: z.number().int(),
  seats_sold: z.number().int(),
  price_per_person: z.number().nullable(),
  status: z.enum(DEPARTURE_STATUSES),
  created_at: z.string(),
});
export type AdminDeparture = z.infer<typeof adminDepartureSchema>;

export const adminDeparturesQuery = adminListQuery(['start_date', 'created_at'], 'asc').extend({
  status: z.enum(DEPARTURE_STATUSES).optional(),
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
});
export const adminDeparturesPage = pageOf(adminDepartureSchema);

const seats = z.number().int().min(1, 'A departure needs at least one seat.').max(500);
const price = z.number().min(0).max(1_000_000).multipleOf(0.01).nullable();

export const departureCreateInput = z.object({ start_date: isoDate, seats_total: seats, price_per_person: price.default(null) });
export const departureUpdateInput = z
  .object({
    start_date: isoDate,
    seats_total: seats,
    price_per_person: price,
    /** closed: no more bookings; scheduled: on sale again. */
    status: z.enum(['scheduled', 'closed']),
  })
  .partial();

export const DEPARTURE_ADMIN_MESSAGES = {
  notFound: 'Departure not found',
  tripNotFound: 'Package not found',
  dateTaken: 'This trip already has a departure on that date.',
  datePast: 'A new departure must start after today.',
  seatsBelowSold: (sold: number) => `${sold} seats are already sold: the departure needs at least that many.`,
  dateWithBookings: 'Travellers are booked on this departure: its date cannot change. Close it and open a new one.',
  cancelled: 'This departure was cancelled and cannot be changed.',
} as const;
