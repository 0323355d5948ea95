import { customType } from 'drizzle-orm/pg-core';
import { sanitizeRichText } from './sanitize-html';

/**
 * A `text` column that holds rich HTML (trip and destination descriptions). Every value
 * Drizzle writes to it (insert, update, upsert, from the seed, a repository, the back office
 * or a test factory) passes through sanitizeRichText on its way to the driver: one function
 * at the repository boundary, not a call each writer must remember. The SQL type stays
 * `text`, so the migrations do not change. Raw SQL writes bypass it: do not write these
 * columns with sql`…`.
 */
export const richText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (html) => sanitizeRichText(html),
});
