import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { decodeMessage, encodeMessage, type ReadCacheBus, type ReadCacheBusHandlers } from './read-cache-bus';

/** NOTIFY channels are per database, so processes on other databases never hear ours. */
const CHANNEL = 'safari_read_cache';
/** Names the listener in pg_stat_activity: operators (and tests) can tell it from the pool. */
export const LISTENER_APPLICATION_NAME = 'safari-read-cache';

export interface PostgresBusOptions {
  /** The app's pool: NOTIFY goes through it, and the listener copies its connection settings. */
  pool: pg.Pool;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** First reconnect delay after a loss; doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * The read-cache bus on PostgreSQL LISTEN/NOTIFY (decision 0014). Each process keeps one
 * dedicated connection outside the pool that LISTENs; invalidations are sent with pg_notify
 * through the pool. A lost listener clears the local caches (messages may be missed while it
 * is away) and reconnects with backoff; start() never fails the app: without the listener the
 * caches still expire by TTL.
 */
export function createPostgresBus(opts: PostgresBusOptions): ReadCacheBus & { start(): Promise<void> } {
  const { pool, log, retryMs = 500, maxRetryMs = 30_000 } = opts;
  const instance = randomUUID();
  let handlers: ReadCacheBusHandlers | null = null;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = retryMs;
  let closed = false;

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, maxRetryMs);
  };

  const lost = (client: pg.Client, error?: Error) => {
    if (listener !== client) return; // 'error' and 'end' both come: handle the loss once
    listener = null;
    void client.end().catch(() => undefined);
    handlers?.lost();
    if (closed) return;
    log.warn({ err: error }, 'read-cache listener lost: caches cleared, TTL only until it reconnects');
    schedule();
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ ...pool.options, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      const decoded = message.channel === CHANNEL ? decodeMessage(message.payload) : null;
      if (decoded && decoded.from !== instance) handlers?.dropped(decoded.names);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      log.warn({ err: error }, 'read-cache listener could not connect: TTL only until it does');
      schedule();
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    delay = retryMs;
    // Whatever was published while nobody listened is lost: start again from empty.
    handlers?.lost();
  }

  return {
    get state() {
      return listener ? 'up' : 'down';
    },
    subscribe(next) {
      handlers = next;
    },
    start: connect,
    async publish(names) {
      try {
        await pool.query('select pg_notify($1, $2)', [CHANNEL, encodeMessage({ from: instance, names: [...names] })]);
      } catch (error) {
        log.warn({ err: error }, 'read-cache invalidation not sent: other processes catch up within the TTL');
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
