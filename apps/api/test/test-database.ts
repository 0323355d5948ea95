import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { openPglite } from '../src/db/pglite';

// Tests may read the environment directly: they choose the database under test.
// TEST_DB=postgres runs the API suite against the PostgreSQL server in DATABASE_URL, each
// test file in a database of its own that is dropped afterwards.
const wantsPostgres = process.env.TEST_DB === 'postgres';
const adminUrl = process.env.DATABASE_URL;

export interface TestDatabase extends Database {
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
  /** On PostgreSQL: where a second pool (a second app instance) finds the same database. */
  url?: string;
}

function withDatabaseName(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!wantsPostgres) {
    // A copy of the migrated database global-setup.ts dumped for this run.
    const database = await openPglite(undefined, new Blob([fs.readFileSync(inject('pgliteTemplate'))]));
    return { ...database, destroy: () => database.close() };
  }
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL pointing at a PostgreSQL server');
  const name = `${process.env.TEST_DB_PREFIX ?? 'safari_test'}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabaseName(adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  return {
    ...database,
    url,
    // Dropped even when closing fails: a test that closed the pool itself (the database "away")
    // made the second close throw, and its database was left behind after every run.
    destroy: async () => {
      try {
        await database.close();
      } finally {
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      }
    },
  };
}
