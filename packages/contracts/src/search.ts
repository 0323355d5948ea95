import { z } from 'zod';
import { LIMITS } from './constants';
import { VALIDATION } from './messages';
import { isoDate } from './envelope';
import { tripCardSchema } from './trip';

const m = VALIDATION.search;

/** Missing or empty reads as "not selected"; anything else must be a real yyyy-MM-dd date. */
const requiredDate = (message: string) => z.string({ error: message }).min(1, message).pipe(isoDate);

/**
 * Home trip search. Field names follow the original API's `POST /search_trip`; the GET form
 * takes the same names as query parameters. The first failing rule is the message.
 */
export const tripSearchInput = z
  .object({
    // Location ids are PostgreSQL integers: a larger number can name no location.
    location: z.coerce.number({ error: m.destination }).int(m.destination).positive(m.destination).max(2_147_483_647, m.destination),
    guest_count: z.coerce
      .number({ error: m.travelersRequired })
      .int(m.travelersRequired)
      .min(LIMITS.travelersMin, m.travelersRequired)
      .max(LIMITS.travelersMax, m.travelersMax),
    check_in: requiredDate(m.checkIn),
    check_out: requiredDate(m.checkOut),
  })
  .refine((v) => v.check_out > v.check_in, { message: m.checkOutAfterCheckIn, path: ['check_out'] });
export type TripSearchInput = z.infer<typeof tripSearchInput>;

/** A search result: the trip's card and whether it fits the stay's dates (decision 0028). */
const tripSearchResult = tripCardSchema.extend({
  /** The trip's days fit the stay: at most nights + 1 (a 5-day trip is 4 nights). */
  fits_dates: z.boolean(),
});
export type TripSearchResult = z.infer<typeof tripSearchResult>;

export const tripSearchData = z.object({
  /** The trips that fit the stay first, then the longer ones; each group newest first. */
  trips: z.array(tripSearchResult),
  /** Every match; `trips` holds at most LIMITS.maxPageSize of them. */
  total: z.number().int(),
  /** How many of `trips` fit the stay. */
  fitting: z.number().int(),
  /** Nights between check-in and check-out. */
  nights: z.number().int(),
  /** The destinations at the searched location: where to look for every trip there. */
  destinations: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type TripSearchData = z.infer<typeof tripSearchData>;
