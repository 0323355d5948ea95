import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';

/**
 * Graceful shutdown (decision 0016).
 *
 * SIGTERM (what orchestrators and load balancers' hosts send):
 *   1. drain: /api/health answers 503 and every answer says `Connection: close`, while the
 *      listener stays open and requests are served as usual, for SHUTDOWN_DRAIN_MS, so the
 *      balancer notices and stops sending before anything is refused;
 *   2. close: the listener closes, in-flight requests finish (a request arriving on a
 *      kept-alive connection is answered 503 with the envelope), for at most SHUTDOWN_TIMEOUT_MS;
 *   3. the database closes and the process exits 0.
 * SIGINT (Ctrl-C at a terminal: no balancer to tell) skips the drain. A second signal during
 * the drain skips the rest of it.
 */
export function installShutdown({ app, database, config }: { app: FastifyInstance; database: Database; config: Config }) {
  let phase: 'running' | 'draining' | 'closing' = 'running';

  const close = async () => {
    if (phase === 'closing') return;
    phase = 'closing';
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };

  const drain = () => {
    if (phase !== 'running') return void close();
    phase = 'draining';
    app.lifecycle.beginDrain();
    app.log.info(`SIGTERM received: draining for ${config.SHUTDOWN_DRAIN_MS} ms, then closing`);
    setTimeout(() => void close(), config.SHUTDOWN_DRAIN_MS);
  };

  process.on('SIGTERM', drain);
  process.on('SIGINT', () => {
    app.log.info('SIGINT received: closing');
    void close();
  });
}
