import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

// What every back-office list shares: a page of rows in a stable order, the total of rows
// matching the filters, and a search term that is text, never a LIKE pattern.

export interface PageRequest {
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
}

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** The chosen column in the chosen direction, then the id the same way: rows never swap between pages. */
export function ordered(order: 'asc' | 'desc', column: AnyColumn | SQL, id: AnyColumn): SQL[] {
  const by = order === 'asc' ? asc : desc;
  return [by(column), by(id)];
}

export const pageOf = <T>(items: T[], total: number, page: PageRequest): Page<T> => ({ items, total, limit: page.limit, offset: page.offset });

/** `%term%` with LIKE's own characters escaped: searching "100%" finds "100%", not everything. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const countAll = sql<number>`count(*)::int`;

/** Timestamps as the contracts carry them; some drivers hand raw-SQL timestamps back as strings. */
export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
