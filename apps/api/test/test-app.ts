import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * A fresh database (migrated, optionally seeded with the demo catalogue) and the app built
 * on it. Call in beforeAll, close in afterAll; every file gets its own database.
 */
export async function createTestApp(opts: { seed?: boolean; config?: Partial<Config>; serveWebApp?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (opts.seed) {
    // Imported on demand: most files build their own data with the factories.
    const { seedDemoCatalogue } = await import('../src/db/seed/seed');
    const { seedDemoExtras } = await import('../src/db/seed/seed-extras');
    await seedDemoCatalogue(database.db);
    await seedDemoExtras(database.db, { timeZone: opts.config?.OPERATOR_TIME_ZONE ?? 'Africa/Dar_es_Salaam' });
  }
  // Each app writes mail and private uploads in a folder of its own, removed on close.
  const dataDir = opts.config?.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'safari-api-test-'));
  const config = testConfig({ DATA_DIR: dataDir, ...opts.config });
  const app = await buildApp({ config, database, serveWebApp: opts.serveWebApp ?? false });
  return readyTestApp(app, database, async () => {
    await database.destroy();
    if (!opts.config?.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

/**
 * Readies the app and pairs it with its close: the app first (its requests and hooks finish
 * while the database still answers), then `closeDatabase`.
 */
export async function readyTestApp(app: FastifyInstance, database: TestDatabase, closeDatabase: () => Promise<void>): Promise<TestApp> {
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await closeDatabase();
    },
  };
}
