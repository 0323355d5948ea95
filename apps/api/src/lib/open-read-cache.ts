import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';
import { createReadCache, type ReadCache } from './read-cache';
import { createPostgresBus } from './read-cache-postgres-bus';

/**
 * The app's read cache. On PostgreSQL (where several processes may share the database) it is
 * wired to the LISTEN/NOTIFY bus; on PGlite (one process by construction) it stays local, and
 * with caching off there is nothing to invalidate, so no listener connection is opened.
 */
export async function openReadCache(opts: { ttlSeconds: number; database: Database; log: FastifyBaseLogger }): Promise<ReadCache> {
  const ttlMs = opts.ttlSeconds * 1000;
  const pool = poolOf(opts.database);
  if (ttlMs <= 0 || !pool) return createReadCache({ ttlMs });
  const bus = createPostgresBus({ pool, log: opts.log.child({ component: 'read-cache-bus' }) });
  const cache = createReadCache({ ttlMs, bus });
  await bus.start();
  return cache;
}

/** Drizzle's node-postgres database exposes the pool it runs on as $client. */
function poolOf(database: Database): pg.Pool | null {
  if (database.kind !== 'postgres') return null;
  const client: unknown = (database.db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}
