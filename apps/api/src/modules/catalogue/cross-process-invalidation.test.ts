import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTrip } from '../../../test/factories/trips';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { trips } from '../../db/schema/index';
import { LISTENER_APPLICATION_NAME } from '../../lib/read-cache-postgres-bus';
import { invalidateCatalogue } from './invalidation';

// Two app instances on one PostgreSQL database, each with its own pool and read cache, as two
// processes behind a load balancer would be (decision 0014). PGlite is one process: nothing
// to carry across, so this file runs on PostgreSQL only.

const onPostgres = process.env.TEST_DB === 'postgres';
const cacheOn = testConfig({ READ_CACHE_TTL_SECONDS: 30 });
const arrives = { timeout: 10_000, interval: 25 };

interface Instance {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

describe.skipIf(!onPostgres)('read-cache invalidation across two instances', () => {
  let a: TestApp;
  let b: Instance;
  let admin: pg.Client;
  const opened: Instance[] = [];

  async function secondInstance(): Promise<Instance> {
    const database = await openDatabase({ kind: 'postgres', url: a.database.url! });
    const app = await buildApp({ config: cacheOn, database });
    await app.ready();
    const instance = {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
    opened.push(instance);
    return instance;
  }

  const tripName = async (app: FastifyInstance, uuid: string) => (await app.inject(`/api/trips/${uuid}`)).json().data.trip.name as string;
  const listeners = async () =>
    (
      await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
        [LISTENER_APPLICATION_NAME],
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    a = await createTestApp({ config: { READ_CACHE_TTL_SECONDS: 30 } });
    b = await secondInstance();
    admin = new pg.Client({ connectionString: a.database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    for (const instance of opened) await instance.close().catch(() => undefined);
    await a?.close();
  });

  it('an invalidation in A makes B serve the new data', async () => {
    const trip = await createTrip(a.database.db, { name: 'Before' });
    expect(await tripName(a.app, trip.uuid)).toBe('Before');
    expect(await tripName(b.app, trip.uuid)).toBe('Before');

    await a.database.db.update(trips).set({ name: 'After' }).where(eq(trips.id, trip.id));
    expect(await tripName(b.app, trip.uuid)).toBe('Before'); // B holds it, as it should

    await invalidateCatalogue(a.app.readCache, 'trips');
    expect(await tripName(a.app, trip.uuid)).toBe('After');
    await vi.waitFor(async () => expect(await tripName(b.app, trip.uuid)).toBe('After'), arrives);
  });

  it('a lost listener clears the caches, reconnects, and carries invalidations again', async () => {
    const trip = await createTrip(a.database.db, { name: 'Cached' });
    expect(await tripName(b.app, trip.uuid)).toBe('Cached');
    await a.database.db.update(trips).set({ name: 'Missed' }).where(eq(trips.id, trip.id));
    expect(await tripName(b.app, trip.uuid)).toBe('Cached');

    // Cut every listener, as a database restart or a network fault would.
    const cut = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1',
      [LISTENER_APPLICATION_NAME],
    );
    expect(cut.rowCount).toBe(2);
    // B may have missed a message: it forgets everything, so the change shows without one.
    await vi.waitFor(async () => expect(await tripName(b.app, trip.uuid)).toBe('Missed'), arrives);

    await vi.waitFor(() => {
      expect(a.app.readCache.busState).toBe('up');
      expect(b.app.readCache.busState).toBe('up');
    }, arrives);
    expect(await listeners()).toBe(2);
    await a.database.db.update(trips).set({ name: 'Back' }).where(eq(trips.id, trip.id));
    await invalidateCatalogue(a.app.readCache, 'trips');
    await vi.waitFor(async () => expect(await tripName(b.app, trip.uuid)).toBe('Back'), arrives);
  });

  it('closing an instance closes its listener', async () => {
    const c = await secondInstance();
    expect(c.app.readCache.busState).toBe('up');
    await vi.waitFor(async () => expect(await listeners()).toBe(3), arrives);
    await c.close();
    await vi.waitFor(async () => expect(await listeners()).toBe(2), arrives);
  });
});
