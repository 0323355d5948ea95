import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres, type PostgresLimits } from './postgres';

export type { Database, Db } from './database';

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
  return Object.fromEntries(Object.entries({ queryTimeoutMs, connectTimeoutMs, poolMax }).filter(([, v]) => v !== undefined));
}
