import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

// The SQL every back-office list repository shares (paging.ts holds the rest).

/** The chosen column in the chosen direction, then the id the same way: rows never swap between pages. */
export function ordered(order: 'asc' | 'desc', column: AnyColumn | SQL, id: AnyColumn): SQL[] {
  const by = order === 'asc' ? asc : desc;
  return [by(column), by(id)];
}

export const countAll = sql<number>`count(*)::int`;
