import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit/routes';
import { blogAdminRoutes } from './blog/routes';
import { bookingAdminRoutes } from './bookings/routes';
import { dashboardRoutes } from './dashboard/routes';
import { departureAdminRoutes } from './departures/routes';
import { destinationAdminRoutes } from './destinations/routes';
import { inquiryAdminRoutes } from './inquiries/routes';
import { moderationRoutes } from './moderation/routes';
import { newsletterAdminRoutes } from './newsletter/routes';
import { outboxAdminRoutes } from './outbox/routes';
import { paymentAdminRoutes } from './payments/routes';
import { paymentTermsAdminRoutes } from './payment-terms/routes';
import { staffAdminRoutes, staffListRoutes } from './staff/routes';
import { tripAdminRoutes } from './trips/routes';

/**
 * The operator's back office under /api/admin (staff roles only, decision 0022). Each area is its
 * own plugin with its own role hook: a route cannot be added to an area without the area's check.
 */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(
    async (admin) => {
      // Staff answers carry personal data: never kept by a browser or a shared cache.
      admin.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      });
      for (const area of [
        staffListRoutes,
        staffAdminRoutes,
        auditRoutes,
        inquiryAdminRoutes,
        bookingAdminRoutes,
        paymentAdminRoutes,
        paymentTermsAdminRoutes,
        departureAdminRoutes,
        tripAdminRoutes,
        destinationAdminRoutes,
        blogAdminRoutes,
        moderationRoutes,
        newsletterAdminRoutes,
        outboxAdminRoutes,
        dashboardRoutes,
      ])
        await admin.register(area);
    },
    { prefix: '/admin' },
  );
}
