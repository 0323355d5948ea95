import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { migrationsFolder } from './migrations-folder';
import type { Database, Db, StartupSession } from './database';
import { withTimeout } from './timeout';

export interface PostgresLimits {
  /** statement_timeout on the server; the client's own read timeout is one second longer. */
  queryTimeoutMs: number;
  /** A new connection, or a free one from a busy pool, within this or a 503. */
  connectTimeoutMs: number;
  poolMax: number;
}

/** Any constant shared by every instance of this app: the key of the startup advisory lock. */
const STARTUP_LOCK_KEY = 7_240_531_001;

export async function openPostgres(url: string, limits: PostgresLimits): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    application_name: 'safari-api',
    max: limits.poolMax,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    // The server cancels a slow statement itself (57014, a clean 503, the connection stays
    // usable); the client's read timeout is the backstop for a server that does not answer.
    statement_timeout: limits.queryTimeoutMs,
    query_timeout: limits.queryTimeoutMs + 1000,
    idle_in_transaction_session_timeout: limits.queryTimeoutMs * 2,
    // Keep-alive probes find connections a network fault killed silently while they sat idle.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query fails
  // instead and the error handler answers 503.
  pool.on('error', () => undefined);
  pool.on('connect', retireOnReadTimeout);
  const db = drizzle(pool, { schema }) as unknown as Db;

  const withStartupLock = async <T>(work: (session: StartupSession) => Promise<T>): Promise<T> => {
    // Its own connection without statement_timeout: waiting here for another instance's
    // migration and seed is the point, and a migration may rightly run long.
    const client = new pg.Client({
      connectionString: url,
      application_name: 'safari-api-startup',
      connectionTimeoutMillis: limits.connectTimeoutMs,
      keepAlive: true,
    });
    client.on('error', () => undefined);
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      const session: StartupSession = {
        db: drizzle(client, { schema }) as unknown as Db,
        migrate: () => migrate(drizzle(client), { migrationsFolder }),
      };
      return await work(session);
    } finally {
      // Ending the session releases the lock too; the unlock just makes it prompt.
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
      await client.end().catch(() => undefined);
    }
  };

  return {
    db,
    kind: 'postgres',
    withStartupLock,
    migrate: () => withStartupLock((session) => session.migrate()),
    ping: async (timeoutMs) => {
      // Its own read timeout too: a ping the server never answers gives its connection back
      // (discarded) at once instead of holding it for the full query timeout.
      const query = { text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig;
      await withTimeout(pool.query(query), timeoutMs, 'database ping');
    },
    close: () => pool.end(),
  };
}

/**
 * A query the server never answered (the client's read timeout fired) leaves its connection
 * stuck behind it. pool.query() discards such a client by itself, but a transaction releases
 * its client without an error: retire the connection here so it never serves another request.
 */
function retireOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const watched = (...args: unknown[]): unknown => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') void client.end().catch(() => undefined);
      });
    }
    return result;
  };
  Object.assign(client, { query: watched });
}
