import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index';
import { migrationsFolder } from './migrations-folder';
import type { Database, Db } from './database';
import { withTimeout } from './timeout';

/**
 * PGlite: PostgreSQL in WASM, one connection, in this process. It holds its data directory
 * exclusively, so there is never a second process to coordinate with: the startup "lock" only
 * runs the work. Statement timeouts do not apply (a query runs on this thread); the ping's
 * timeout still answers the health check when the queue ahead of it is long.
 */
export async function openPglite(dataDir: string | undefined, copyOf?: Blob): Promise<Database> {
  if (dataDir) fs.mkdirSync(path.resolve(dataDir), { recursive: true });
  // copyOf: a dump (dumpDataDir) to start from. Tests start each file from a migrated template:
  // loading one takes a third of the time of creating a database and migrating it.
  const client = new PGlite({ dataDir: dataDir ? path.resolve(dataDir, 'pglite') : undefined, loadDataDir: copyOf });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  const runMigrations = () => migrate(drizzle(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    withStartupLock: (work) => work({ db, migrate: runMigrations }),
    migrate: runMigrations,
    ping: async (timeoutMs) => {
      await withTimeout(client.query('select 1'), timeoutMs, 'database ping');
    },
    close: () => client.close(),
  };
}
