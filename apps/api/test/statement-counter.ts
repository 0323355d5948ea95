import type { Database } from '../src/db/client';

// Counts the SQL statements the app sends, at the driver, so a test can bound what one request
// costs (no N+1). PostgreSQL: every query of every pooled connection, BEGIN and COMMIT
// included (pool.query runs on a pooled connection too). PGlite: every query, plus the BEGIN and
// COMMIT (or ROLLBACK) that PGlite itself runs around a transaction.

type QueryFn = (...args: unknown[]) => unknown;
interface Queryable {
  query: QueryFn;
  exec?: QueryFn;
}

export interface StatementCounter {
  /** Counts what `work` sends, and returns the statements' text. */
  during(work: () => Promise<unknown>): Promise<string[]>;
}

export function countStatements(database: Database): StatementCounter {
  let log: string[] | null = null;
  const note = (text: string) => log?.push(text.replace(/\s+/g, ' ').trim().slice(0, 160));
  const textOf = (arg: unknown) => (typeof arg === 'string' ? arg : ((arg as { text?: string } | undefined)?.text ?? '?'));
  const wrapped = new WeakSet<object>();
  const wrap = (target: Queryable) => {
    if (wrapped.has(target)) return;
    wrapped.add(target);
    for (const name of ['query', 'exec'] as const) {
      const original = target[name];
      if (!original) continue;
      target[name] = function (this: unknown, ...args: unknown[]) {
        note(textOf(args[0]));
        return original.apply(this, args);
      };
    }
  };

  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  if (database.kind === 'postgres') {
    // Every statement runs on a connection the pool hands out, to drizzle or to pool.query.
    const pool = client as unknown as { connect: (cb?: (err: unknown, c?: Queryable, done?: unknown) => void) => unknown };
    const connect = pool.connect.bind(pool);
    pool.connect = (cb) => {
      if (cb) return connect((err, c, done) => (c && wrap(c), cb(err, c, done)));
      return (connect() as Promise<Queryable>).then((c) => (wrap(c), c));
    };
  } else {
    const pglite = client as unknown as Queryable & { transaction: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown> };
    wrap(pglite);
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = async (fn) => {
      note('BEGIN');
      try {
        const result = await transaction((tx) => (wrap(tx), fn(tx)));
        note('COMMIT');
        return result;
      } catch (error) {
        note('ROLLBACK');
        throw error;
      }
    };
  }

  return {
    async during(work) {
      const statements: string[] = [];
      log = statements;
      try {
        await work();
      } finally {
        log = null;
      }
      return statements;
    },
  };
}
