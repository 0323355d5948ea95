import { z } from 'zod';
import { LIMITS } from './constants';
import { VALIDATION } from './messages';
import { isoDate } from './envelope';
import { tripCardSchema } from './trip';

const m = VALIDATION.search;

/**
 * Home trip search. Field names follow SPEC §7 `POST /search_trip`; the GET form takes the
 * same names as query parameters. Messages are the SPEC's, first error first.
 */
export const tripSearchInput = z
  .object({
    location: z.coerce.number({ error: m.destination }).int(m.destination).positive(m.destination),
    guest_count: z.coerce
      .number({ error: m.travelersRequired })
      .int(m.travelersRequired)
      .min(LIMITS.travelersMin, m.travelersRequired)
      .max(LIMITS.travelersMax, m.travelersMax),
    check_in: isoDate.or(z.literal('')).refine((v) => v !== '', m.checkIn),
    check_out: isoDate.or(z.literal('')).refine((v) => v !== '', m.checkOut),
  })
  .refine((v) => v.check_out > v.check_in, { message: m.checkOutAfterCheckIn, path: ['check_out'] });
export type TripSearchInput = z.infer<typeof tripSearchInput>;

export const tripSearchData = z.object({ trips: z.array(tripCardSchema) });
