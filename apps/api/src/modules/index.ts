import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/routes';
import { splashRoutes } from './splash/routes';
import { tripRoutes } from './trips/routes';

/** Every API module, registered under /api by app.ts. A new module adds one line here. */
export const apiModules: Array<(app: FastifyInstance) => Promise<void>> = [healthRoutes, splashRoutes, tripRoutes];
