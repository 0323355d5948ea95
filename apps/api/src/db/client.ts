import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';
import { openPglite } from './pglite';
import { openPostgres, type PostgresLimits } from './postgres';

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

export type DatabaseTarget =
  | ({ kind: 'postgres'; url: string } & Partial<PostgresLimits>)
  /** dataDir undefined: in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/** The limits a server applies; tools and tests may leave them at these defaults. */
const DEFAULT_LIMITS: PostgresLimits = { queryTimeoutMs: 3000, connectTimeoutMs: 2000, poolMax: 10 };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, { ...DEFAULT_LIMITS, ...definedOnly(target) });
  return openPglite(target.dataDir);
}

function definedOnly(target: Partial<PostgresLimits>): Partial<PostgresLimits> {
  const { queryTimeoutMs, connectTimeoutMs, poolMax } = target;
  return Object.fromEntries(
    Object.entries({ queryTimeoutMs, connectTimeoutMs, poolMax }).filter(([, v]) => v !== undefined),
  );
}
