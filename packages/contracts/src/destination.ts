import { z } from 'zod';

const destinationSummarySchema = z.object({
  /** The id forms send (the inquiry's destinations list). */
  id: z.number().int(),
  uuid: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  banner: z.string(),
  location: z.object({ name: z.string() }),
  region: z.object({ name: z.string() }),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  is_active: z.boolean(),
});
export type DestinationSummary = z.infer<typeof destinationSummarySchema>;

const destinationDetailSchema = destinationSummarySchema.extend({
  facts: z.array(z.object({ id: z.number().int(), fact: z.string(), sub_fact: z.string(), description: z.string() })),
  activities: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string(), is_active: z.boolean() })),
});
export type DestinationDetail = z.infer<typeof destinationDetailSchema>;

export const destinationsListData = z.object({
  destinations: z.array(destinationSummarySchema),
  total: z.number().int(),
});
export const destinationDetailData = z.object({ destination: destinationDetailSchema });
/** `POST /destinations/{slug}` answers `data.destinations`, one destination, as the original did. */
export const destinationBySlugData = z.object({ destinations: destinationDetailSchema });

const destinationSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * A destination is addressed by its slug ('lake-manyara') or its uuid in the same path
 * segment. Anything else is refused before it reaches the database.
 */
export const destinationKey = z
  .string()
  .max(80, 'Unknown destination')
  .refine((v) => destinationSlug.test(v) || z.uuid().safeParse(v).success, 'Unknown destination');
export const slugParam = z.object({ slug: destinationKey });
/** GET /destinations/{key}: slug or uuid. */
export const destinationKeyParam = z.object({ key: destinationKey });
