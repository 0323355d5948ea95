import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { countries, genders, money, serviceClasses } from './reference';
import { tours } from './tours';
import { trips } from './trips';
import { createdAt, publicUuid, serialId, updatedAt } from './columns';

/**
 * Scheduled group departures of a trip (the SPEC's trip_group_uuid; the Kilimanjaro group
 * climbs too). `seats_left` only changes through a conditional UPDATE that cannot go below
 * zero, so concurrent bookings never oversell.
 */
export const tripDepartures = pgTable(
  'trip_departures',
  {
    id: serialId(),
    uuid: publicUuid(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    /** Per person, USD; null: the trip's budget table prices it. */
    pricePerPerson: money('price_per_person'),
    /** closed: no more bookings (the back office closes a departure); cancelled: it does not run. */
    status: text('status', { enum: ['scheduled', 'closed', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trip_departures_trip_date_idx').on(t.tripId, t.startDate),
    check('trip_departures_seats', sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.seatsTotal}`),
  ],
);

/** Numbers the human-readable references ST-2026-000123 and IQ-2026-000045. */
export const bookingReferenceSeq = pgSequence('booking_reference_seq', { startWith: 100 });
export const inquiryReferenceSeq = pgSequence('inquiry_reference_seq', { startWith: 100 });

/**
 * awaiting_deposit → deposit_paid → paid_in_full follow the ledger (what was received against the
 * schedule); the back office marks a trip completed or cancels a booking (decision 0042).
 */
export const BOOKING_STATUSES = ['awaiting_deposit', 'deposit_paid', 'paid_in_full', 'completed', 'cancelled'] as const;
/** A catalogue package (priced from its budget table) or a static tour (base price × season). */
export const BOOKING_KINDS = ['package', 'tour'] as const;

export const bookings = pgTable(
  'bookings',
  {
    id: serialId(),
    uuid: publicUuid(),
    reference: text('reference').notNull().unique(),
    kind: text('kind', { enum: BOOKING_KINDS }).notNull().default('package'),
    /** Set for a package booking. */
    tripId: integer('trip_id').references(() => trips.id),
    /** Set for a static-tour booking. */
    tourId: integer('tour_id').references(() => tours.id),
    departureId: integer('departure_id').references(() => tripDepartures.id),
    /** The traveller's account, when they were signed in or have since proven the e-mail is theirs. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    serviceClassId: integer('service_class_id').references(() => serviceClasses.id),
    guests: integer('guests').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    season: text('season').notNull(),
    seatTier: integer('seat_tier'),
    /** USD, computed on the server from the budget table (or the departure's price). */
    totalPrice: money('total_price').notNull(),
    /** The currency the traveller saw, pays in, and its rate per USD fixed at that moment. */
    currencyCode: text('currency_code').notNull().default('USD'),
    currencyRate: numeric('currency_rate', { precision: 18, scale: 6, mode: 'number' }).notNull().default(1),
    /** The total in the booking currency's minor units, at that rate: what the schedule and the ledger count in. */
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    /** Twelve digits of the Belgian structured communication that names this booking in a transfer. */
    paymentReference: text('payment_reference').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    genderId: integer('gender_id').references(() => genders.id),
    countryId: integer('country_id').references(() => countries.id),
    note: text('note').notNull().default(''),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('awaiting_deposit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_email_idx').on(t.email),
    index('bookings_created_idx').on(t.createdAt),
    check('bookings_guests_positive', sql`${t.guests} > 0`),
    check('bookings_total_nonnegative', sql`${t.totalPrice} >= 0`),
    check('bookings_item', sql`(${t.kind} = 'package' and ${t.tripId} is not null) or (${t.kind} = 'tour' and ${t.tourId} is not null)`),
  ],
);

/** What the total is made of, as the traveller and the operator read it. */
export const bookingLines = pgTable('booking_lines', {
  id: serialId(),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: money('unit_price').notNull(),
  amount: money('amount').notNull(),
});

/**
 * A repeated submission (double click, retry, two tabs) replays the first answer. The row is
 * inserted in the same transaction as the booking: a concurrent twin waits on the key and
 * then reads the committed answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
