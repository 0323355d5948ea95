import { defineConfig } from 'vitest/config';

// Two projects: `unit` (contracts and storefront units, in happy-dom) and `api` (Fastify
// through app.inject on a real database: PGlite in memory, or PostgreSQL with TEST_DB=postgres).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          // A migrated PGlite database that each test file's database is loaded from.
          globalSetup: ['apps/api/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
