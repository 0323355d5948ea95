import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { countries, genders } from './reference';
import { createdAt, publicUuid, serialId, updatedAt } from './columns';

export const USER_ROLES = ['traveller', 'operator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: serialId(),
    uuid: publicUuid(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull().unique(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    genderId: integer('gender_id').references(() => genders.id),
    /** argon2id PHC string; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('traveller'),
    /** File name under DATA_DIR/private/passports: outside the web root and the media table. */
    passportImage: text('passport_image'),
    /** Set when the owner opened the link of the welcome e-mail: the address is proven theirs. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set by an administrator: the account cannot sign in and its sessions are refused. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_role_known', sql`${t.role} in ('traveller', 'operator', 'admin')`)],
);

/** Opaque bearer tokens, stored only as SHA-256 hashes: a leaked table opens no account. */
export const sessions = pgTable(
  'sessions',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time links by e-mail: password resets (an hour) and address confirmations (a week). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['password-reset', 'verify-email'] })
      .notNull()
      .default('password-reset'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per account (by normalised e-mail, known or not), in a rolling window.
 * In the database, not in memory, so the limit holds across processes.
 */
export const loginFailures = pgTable('login_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
