import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import { createTestDatabase } from './test-database';
import { readyTestApp, type TestApp } from './test-app';

export type AppWithRoutes = TestApp;

/**
 * The real app on a fresh database, with extra routes a test adds before it is ready: a
 * route that throws, one that runs a failing query, one that waits for the test's signal.
 * Everything else (error handler, rate limits, hooks) is exactly what production builds.
 */
export async function appWithRoutes(
  addRoutes: (app: FastifyInstance) => void,
  opts: { config?: Partial<Config>; logStream?: DestinationStream } = {},
): Promise<AppWithRoutes> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(opts.config), database, logStream: opts.logStream });
  addRoutes(app);
  return readyTestApp(app, database, () => database.destroy().catch(() => undefined));
}
