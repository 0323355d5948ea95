import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { authRoutes } from './auth/routes';
import { bookingRoutes } from './bookings/routes';
import { contentRoutes } from './content/routes';
import { engagementRoutes } from './engagement/routes';
import { inquiryRoutes } from './inquiries/routes';
import { newsletterRoutes } from './newsletter/routes';
import { paymentRoutes } from './payments/routes';
import { tourRoutes } from './tours/routes';
import { climbRoutes } from './climbs/routes';
import { blogRoutes } from './blog/routes';
import { currencyRoutes } from './currencies/routes';
import { destinationRoutes } from './destinations/routes';
import { healthRoutes } from './health/routes';
import { lookupRoutes } from './lookups/routes';
import { searchRoutes } from './search/routes';
import { tripRoutes } from './trips/routes';

/** Every API module, registered under /api by app.ts. A new module adds one line here. */
export const apiModules: Array<(app: FastifyInstance) => Promise<void>> = [
  healthRoutes,
  currencyRoutes,
  tripRoutes,
  searchRoutes,
  destinationRoutes,
  lookupRoutes,
  contentRoutes,
  authRoutes,
  accountRoutes,
  engagementRoutes,
  bookingRoutes,
  paymentRoutes,
  inquiryRoutes,
  newsletterRoutes,
  tourRoutes,
  climbRoutes,
  blogRoutes,
  adminRoutes,
];
