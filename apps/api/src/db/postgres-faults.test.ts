import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { openDatabase, type Database } from './client';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';

// Real faults of a real PostgreSQL server (only with TEST_DB=postgres): each one answers 503
// with the envelope and Retry-After, none hangs for the length of the fault, and the app
// recovers by itself when the fault ends. The error-code table for both drivers is in
// lib/database-errors.test.ts; this file proves the codes are the ones PostgreSQL really sends.

const onPostgres = process.env.TEST_DB === 'postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let testDb: TestDatabase;
let admin: pg.Client;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await createTestDatabase();
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  if (!onPostgres) return;
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  await admin.end();
  await testDb.destroy();
});

const dbName = () => new URL(testDb.url!).pathname.slice(1);
const withUrl = (change: (u: URL) => void) => {
  const u = new URL(testDb.url!);
  change(u);
  return u.toString();
};

/** The app on its own pool with the given limits, plus a route that holds the database for a while. */
async function appOn(url: string, config: Partial<Config> = {}): Promise<{ app: FastifyInstance; database: Database }> {
  const limits = testConfig(config);
  const database = await openDatabase({
    kind: 'postgres',
    url,
    queryTimeoutMs: limits.DATABASE_QUERY_TIMEOUT_MS,
    connectTimeoutMs: limits.DATABASE_CONNECT_TIMEOUT_MS,
    poolMax: limits.DATABASE_POOL_MAX,
  });
  const app = await buildApp({ config: limits, database });
  app.get('/api/test/sleep', async (request) => {
    const { seconds } = request.query as { seconds: string };
    await database.db.execute(sql`select pg_sleep(${Number(seconds)})`);
    return { status: true, code: 200, message: 'OK', data: null };
  });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}

function expect503(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBeDefined();
  expect(res.json()).toMatchObject({ status: false, code: 503 });
}

describe.runIf(onPostgres)('PostgreSQL faults', () => {
  it('a statement over DATABASE_QUERY_TIMEOUT_MS is cancelled by the server (57014): 503', async () => {
    const { app } = await appOn(testDb.url!, { DATABASE_QUERY_TIMEOUT_MS: 300 });
    expect503(await app.inject('/api/test/sleep?seconds=5'));
    expect((await app.inject('/api/trips')).statusCode).toBe(200); // the connection stayed usable
  });

  it('a pool with every connection busy answers 503 after DATABASE_CONNECT_TIMEOUT_MS (pg-pool timeout)', async () => {
    const { app } = await appOn(testDb.url!, { DATABASE_POOL_MAX: 1, DATABASE_CONNECT_TIMEOUT_MS: 300 });
    const busy = app.inject('/api/test/sleep?seconds=1.5');
    await sleep(200);
    expect503(await app.inject('/api/trips'));
    expect((await busy).statusCode).toBe(200);
    expect((await app.inject('/api/trips')).statusCode).toBe(200);
  });

  it('connections terminated by an administrator (57P01): 503 for the request in flight, then recovery', async () => {
    const { app } = await appOn(testDb.url!);
    const inFlight = app.inject('/api/test/sleep?seconds=2');
    await sleep(300);
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'safari-api'`, [
      dbName(),
    ]);
    expect503(await inFlight);
    expect((await app.inject('/api/trips')).statusCode).toBe(200);
  });

  it('a database not accepting connections (55000): 503, then recovery when it accepts them again', async () => {
    const { app } = await appOn(testDb.url!);
    cleanups.push(() => admin.query(`alter database ${dbName()} allow_connections true`));
    await admin.query(`alter database ${dbName()} allow_connections false`);
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'safari-api'`, [
      dbName(),
    ]);
    expect503(await app.inject('/api/trips'));
    expect503(await app.inject('/api/health'));
    await admin.query(`alter database ${dbName()} allow_connections true`);
    expect((await app.inject('/api/trips')).statusCode).toBe(200);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });

  it('a database that does not exist (3D000): 503', async () => {
    const { app } = await appOn(withUrl((u) => (u.pathname = `/safari_missing_${randomBytes(4).toString('hex')}`)));
    expect503(await app.inject('/api/trips'));
    expect503(await app.inject('/api/health'));
  });

  it('too many connections (53300): 503', async () => {
    const role = `safari_fault_${randomBytes(4).toString('hex')}`;
    await admin.query(`create role ${role} login connection limit 0`);
    cleanups.push(() => admin.query(`drop role if exists ${role}`));
    const { app } = await appOn(withUrl((u) => (u.username = role)));
    expect503(await app.inject('/api/health'));
    expect503(await app.inject('/api/trips'));
  });

  describe('a network blackhole', () => {
    let proxy: TcpProxy;
    beforeAll(async () => {
      const target = new URL(testDb.url!);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      cleanups.push(() => proxy.close());
    });

    it('health answers 503 within its own timeout, requests 503 within the query timeout, and both recover', async () => {
      const queryTimeout = 2000;
      const { app } = await appOn(
        withUrl((u) => (u.port = String(proxy.port))),
        { DATABASE_QUERY_TIMEOUT_MS: queryTimeout, DATABASE_CONNECT_TIMEOUT_MS: 1000, HEALTH_CHECK_TIMEOUT_MS: 200 },
      );
      expect((await app.inject('/api/trips')).statusCode).toBe(200); // pooled connections exist
      const outage = 12_000;
      proxy.pause();
      const started = Date.now();
      const health = await app.inject('/api/health');
      const healthMs = Date.now() - started;
      const trips = await app.inject('/api/trips');
      const tripsMs = Date.now() - started - healthMs;
      proxy.resume();
      console.info(`blackhole: /api/health 503 after ${healthMs} ms, /api/trips 503 after ${tripsMs} ms (outage ${outage} ms)`);
      expect503(health);
      expect503(trips);
      // Bounds with wide margins, not benchmarks: the health check used its own short timeout
      // (not the query timeout), and the request did not wait for the network to come back.
      expect(healthMs).toBeLessThan(queryTimeout);
      expect(tripsMs).toBeLessThan(outage);
      let recovered = 0;
      for (let i = 0; i < 20 && recovered !== 200; i++) {
        recovered = (await app.inject('/api/trips')).statusCode;
        if (recovered !== 200) await sleep(250);
      }
      expect(recovered).toBe(200);
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    }, 40_000);
  });
});
