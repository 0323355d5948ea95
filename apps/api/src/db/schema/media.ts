import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * Public media served under /media/* (generated demo artwork today, processed uploads
 * later). Kept in the database so PGlite and PostgreSQL deployments behave the same and a
 * backup of the database is a backup of the site. Private files (passports) never go here.
 */
export const mediaAssets = pgTable('media_assets', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  body: text('body').notNull(),
  etag: text('etag').notNull(),
  createdAt: createdAt(),
});

/** Small key/value facts about the database itself, e.g. when the demo catalogue was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
