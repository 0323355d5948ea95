import { alignNodeEnv, ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedDemoCatalogue } from './db/seed/seed';
import { seedDemoExtras } from './db/seed/seed-extras';
import { installShutdown } from './shutdown';

// Reads config, opens the database, migrates and seeds it under the startup lock (several
// instances may start at once on one PostgreSQL), listens, and shuts down gracefully.
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  alignNodeEnv(config);

  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          kind: 'postgres',
          url: config.DATABASE_URL,
          queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
          connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          poolMax: config.DATABASE_POOL_MAX,
        }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  await database.withStartupLock(async (session) => {
    await session.migrate();
    if (config.SEED_DEMO_DATA) {
      await seedDemoCatalogue(session.db);
      await seedDemoExtras(session.db, { timeZone: config.OPERATOR_TIME_ZONE });
    }
  });

  const app = await buildApp({ config, database, serveWebApp: true });
  installShutdown({ app, database, config });

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`\n  Storefront and API ready on http://localhost:${port}  (database: ${database.kind})\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
