import { cacheNamespace, type ReadCache } from '../../lib/read-cache';

/**
 * Seat availability of group departures and Kilimanjaro climbs. The departures and climbs
 * endpoints read the database on every request (seats move with every booking), so nothing is
 * kept under this name yet: what it reaches are the server-rendered pages that show seats left
 * (the HTML cache is dropped with any namespace, in every process through the bus).
 */
export const SEATS_CACHE = cacheNamespace('seats');

/**
 * After a write that took or gave back seats, or changed a departure, has committed: inside the
 * transaction a page rendered in between would read the old count and be cached again.
 */
export const invalidateSeats = (cache: ReadCache) => cache.invalidate(SEATS_CACHE);
