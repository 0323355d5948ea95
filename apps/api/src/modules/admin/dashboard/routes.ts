import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@safari/contracts/admin';
import { todayIn } from '@safari/contracts/calendar';
import { successEnvelope } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { requireRole } from '../access';
import { adminFailures } from '../responses';
import { loadDashboard } from './service';

/** The back office's first screen: what is waiting for the operator. */
export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  r.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin: dashboard'],
        summary:
          'Inquiries waiting and overdue, bookings this month and their value, departures filling up, e-mails failing, moderation queue',
        response: { 200: successEnvelope(dashboardSchema), ...adminFailures },
      },
    },
    async () => {
      const timeZone = app.config.OPERATOR_TIME_ZONE;
      return ok(await loadDashboard(app.database.db, todayIn(timeZone), timeZone));
    },
  );
}
