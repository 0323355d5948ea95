import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

// The shapes both drivers implement (pglite.ts, postgres.ts). They live here, below the
// drivers, so that neither driver imports client.ts, which imports them both.

/** Both drivers share this type, so repositories never know which one they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What start-up work (migrations, the seed) gets while it holds the startup lock. */
export interface StartupSession {
  /** A database on the lock's own connection, without the request statement timeout. */
  db: Db;
  migrate(): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` alone: on PostgreSQL under a session advisory lock shared by every instance,
   * so two processes starting on one database migrate and seed one after the other.
   */
  withStartupLock<T>(work: (session: StartupSession) => Promise<T>): Promise<T>;
  /** Applies the committed migrations (under the startup lock). */
  migrate(): Promise<void>;
  /** Rejects with a DatabaseTimeoutError when the database does not answer within timeoutMs. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}
