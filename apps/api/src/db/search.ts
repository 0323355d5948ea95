import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { bookings } from './schema/index';

// The staff searches' SQL, shared by the back office's lists and the payments screens.

/** `%term%` with LIKE's own characters escaped: searching "100%" finds "100%", not everything. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The traveller's name as staff search it: first and last name with a space. */
const travellerName = sql<string>`${bookings.firstName} || ' ' || ${bookings.lastName}`;

/** A booking found by a staff search: `%term%` in its reference, e-mail or traveller's name (or in `more`). */
export function bookingMatches(q: string, ...more: Array<AnyColumn | SQL>): SQL {
  const term = containing(q);
  return or(ilike(bookings.reference, term), ilike(bookings.email, term), ilike(travellerName, term), ...more.map((c) => ilike(c, term)))!;
}
