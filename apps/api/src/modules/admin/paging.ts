// What every back-office list shares: a page of rows in a stable order, the total of rows
// matching the filters, and a search term that is text, never a LIKE pattern. The SQL half
// (ordering, counting, LIKE escaping) is in paging-repository.ts.

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

export const pageOf = <T>(items: T[], total: number, page: PageRequest): Page<T> => ({
  items,
  total,
  limit: page.limit,
  offset: page.offset,
});

/** Timestamps as the contracts carry them; some drivers hand raw-SQL timestamps back as strings. */
export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
