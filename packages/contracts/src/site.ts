import { z } from 'zod';
import { isoDate } from './envelope';

/**
 * GET /api/status: what the storefront needs before anything else — the maintenance flag
 * and the operator's calendar (docs/product.md#operator-calendar), so a form in the browser applies
 * "not in the past" and "from tomorrow" to the same day the server does.
 */
export const siteStatusData = z.object({
  maintenance: z.boolean(),
  /** IANA name, e.g. 'Africa/Dar_es_Salaam'. */
  operator_time_zone: z.string(),
  /** Today in the operator's time zone, by the server's clock. */
  today: isoDate,
});
export type SiteStatus = z.infer<typeof siteStatusData>;
