import { z } from 'zod';
import { paymentTermsSchema } from './payment-terms';
import { LIMITS } from './constants';
import { destinationKey } from './destination';
import { pagingQuery } from './envelope';

const named = z.object({ name: z.string() });
const categoryRef = z.object({ category: z.object({ id: z.number().int(), name: z.string() }) });

/** What a listing card, the carousel and the filter chips need: no itinerary. */
export const tripCardSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  banner: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  base_price: z.number(),
  /** Lowest price of the budget table, for cards that show 'first budget price'. */
  first_budget_price: z.number().nullable(),
  duration_days: z.number().int(),
  destination_count: z.number().int(),
  trip_type: named,
  trip_categories: z.array(categoryRef),
  created_at: z.string(),
  /** Approved travellers' ratings: the average to one decimal (null when none) and how many. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type TripCard = z.infer<typeof tripCardSchema>;

const budgetSchema = z.object({
  price: z.number(),
  quantity: z.number().int(),
  season: named,
  service_class: z.object({ id: z.number().int(), name: z.string() }),
});
export type Budget = z.infer<typeof budgetSchema>;

const tripPointSchema = z.object({
  order: z.number().int(),
  title: z.string(),
  description: z.string(),
});

const tripDetailSchema = tripCardSchema.extend({
  highlights: z.array(z.string()),
  max_guests: z.number().int(),
  budgets: z.array(budgetSchema),
  trip_points: z.array(tripPointSchema),
  trip_addons: z.array(categoryRef),
  trip_not_addons: z.array(categoryRef),
  destinations: z.array(z.object({ uuid: z.uuid(), slug: z.string(), name: z.string() })),
  /** What a booking of it pays at booking and when the balance falls due. */
  payment_terms: paymentTermsSchema,
});
export type TripDetail = z.infer<typeof tripDetailSchema>;

export const tripsListData = z.object({ trips: z.array(tripCardSchema), total: z.number().int() });
/**
 * GET /trips: a page of cards, optionally only the trips whose itinerary visits one
 * destination (its slug or uuid, as in /destinations/{key}).
 */
export const tripsListQuery = pagingQuery(LIMITS.tripsDefaultLimit, LIMITS.maxPageSize).extend({
  destination: destinationKey.optional(),
});
export const tripDetailData = z.object({ trip: tripDetailSchema });
