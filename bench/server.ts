// The benchmark's server process: opens (and migrates, and fills) the throw-away database,
// builds the real app (with the built storefront when there is one), adds the hidden no-op
// and departure-check routes, and listens on a loopback port (BENCH_PORT, else any free
// one). Runs as a child of run.ts so the load generator never shares its event loop.
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type DatabaseTarget } from '../apps/api/src/db/client';
import { locations, trips } from '../apps/api/src/db/schema/index';
import { seedBenchCatalogue } from './seed-catalogue';
import { explainCatalogueQueries } from './explain';
import { departureCheckRoute, prepareWriteFixtures, type WriteFixtures } from './write-fixtures';
import { preparePaymentFixtures, type PaymentFixtures } from './payment-fixtures';

export interface ReadyMessage {
  type: 'ready';
  port: number;
  databaseKind: string;
  tripUuid: string;
  locationId: number;
  seedSeconds: number;
  explain: string | null;
  /** False when there is no built storefront to serve: the HTML pages are then not measured. */
  webApp: boolean;
  writes: WriteFixtures;
  payments: PaymentFixtures;
}

/** The signing secret the bench's card webhooks are signed with (Stripe itself is never called). */
export const BENCH_WEBHOOK_SECRET = 'whsec_bench';

const size = {
  trips: Number(process.env.BENCH_TRIPS ?? 10_000),
  destinations: Number(process.env.BENCH_DESTINATIONS ?? 250),
  locations: Number(process.env.BENCH_LOCATIONS ?? 25),
};
const target: DatabaseTarget = process.env.BENCH_CHILD_DATABASE_URL
  ? { kind: 'postgres', url: process.env.BENCH_CHILD_DATABASE_URL }
  : { kind: 'pglite', dataDir: process.env.BENCH_CHILD_DATA_DIR };

const database = await openDatabase(target);
await database.migrate();
const started = performance.now();
// Bulk start-up work: on the startup session, which has no request statement timeout.
await database.withStartupLock((session) => seedBenchCatalogue(session.db, size));
const seedSeconds = (performance.now() - started) / 1000;

const [newest] = await database.db
  .select({ id: trips.id, uuid: trips.uuid })
  .from(trips)
  .where(eq(trips.isActive, true))
  .orderBy(desc(trips.createdAt), desc(trips.id))
  .limit(1);
// The busiest location: the search worth measuring returns a full page.
const [busiest] = await database.db
  .select({ id: locations.id })
  .from(locations)
  .orderBy(
    desc(
      sql`(select count(*) from trip_destinations td join destinations d on d.id = td.destination_id where d.location_id = ${locations.id})`,
    ),
  )
  .limit(1);

const explain = process.env.BENCH_EXPLAIN === '1' ? await explainCatalogueQueries(database.db, newest!.uuid, busiest!.id) : null;

const writes = await prepareWriteFixtures(database.db, newest!.id, Number(process.env.BENCH_DEPARTURE_SEATS ?? 200));

// Limits far above what the load generator sends from its one address: the figures are the
// server's, not the rate limiter's. Mail goes to .eml files in the run's own folder.
const webDistDir = process.env.BENCH_WEB_DIST_DIR;
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
  LOGIN_FAILURE_LIMIT: '100000000',
  EXCHANGE_RATE_PROVIDER_URL: '',
  DATA_DIR: process.env.BENCH_CHILD_APP_DIR!,
  // Card payments on, so the signed webhook is measured; nothing here calls Stripe.
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
  STRIPE_API_URL: 'http://127.0.0.1:9',
  ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
});
const webApp = fs.existsSync(path.join(config.WEB_DIST_DIR, 'index.html'));
const app = await buildApp({ config, database, serveWebApp: webApp });
departureCheckRoute(app, database.db);
// Hidden, and only here: the floor of what any route of this server costs (hooks, headers,
// rate limiting, serialization), to read the catalogue figures against.
app.get('/api/bench/noop', { schema: { hide: true } }, async () => ({ status: true, code: 200, message: 'OK', data: {} }));
// After the routes are added: signing the staff member in readies the app.
const payments = await preparePaymentFixtures(app, database.db, newest!.id, Number(process.env.BENCH_PAYMENT_BOOKINGS ?? 4000));
// BENCH_PORT pins the port (a shared machine); by default any free one.
await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const ready: ReadyMessage = {
  type: 'ready',
  port,
  databaseKind: database.kind,
  tripUuid: newest!.uuid,
  locationId: busiest!.id,
  seedSeconds,
  explain,
  webApp,
  writes,
  payments,
};
process.send?.(ready);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('disconnect', () => void shutdown());
