import { serial, timestamp, uuid } from 'drizzle-orm/pg-core';

// The columns most tables share, defined once so every table means the same by them. Each is a
// function: a Drizzle column builder belongs to the one table it is placed in.

/** The surrogate key joins and foreign keys use; never shown outside the database. */
export const serialId = () => serial('id').primaryKey();

/** The identifier the API and the storefront's URLs show instead of the id. */
export const publicUuid = () => uuid('uuid').notNull().defaultRandom().unique();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Set by the update that means a change (`updatedAt: sql`now()``); Drizzle leaves it alone. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Set on every update made through Drizzle, whoever makes it (the sitemap's lastmod). */
export const touchedAt = () => updatedAt().$onUpdate(() => new Date());
