import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { destinations } from './destinations';
import { categories, countries, locations, serviceClasses } from './reference';
import { createdAt, publicUuid, serialId, updatedAt } from './columns';

export const INQUIRY_STATUSES = ['new', 'in_progress', 'proposal_sent', 'won', 'lost'] as const;

/** A request for a tailored proposal, answered within 24 hours. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serialId(),
    uuid: publicUuid(),
    reference: text('reference').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    tripTypeId: integer('trip_type_id').references(() => categories.id),
    serviceClassId: integer('service_class_id').references(() => serviceClasses.id),
    guests: integer('guests').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    budget: text('budget').notNull().default(''),
    message: text('message').notNull(),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('inquiries_status_created_idx').on(t.status, t.createdAt), index('inquiries_email_idx').on(t.email)],
);

export const inquiryDestinations = pgTable(
  'inquiry_destinations',
  {
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.destinationId] })],
);

export const inquiryLocations = pgTable(
  'inquiry_locations',
  {
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.locationId] })],
);

/** Double opt-in: an address counts once its owner clicked the link in the confirmation e-mail. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serialId(),
  email: text('email').notNull().unique(),
  status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
    .notNull()
    .default('pending'),
  confirmTokenHash: text('confirm_token_hash').unique(),
  /** Kept in clear: it can only unsubscribe, and must work in every future e-mail. */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastConfirmationSentAt: timestamp('last_confirmation_sent_at', { withTimezone: true }),
});
