import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailTransport } from '../lib/mail-transport';
import { createOutboxWorker, type OutboxWorker } from '../modules/outbox/worker';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

/**
 * The e-mail outbox's sender. Services enqueue inside their transaction and call
 * `app.outbox.kick()` after it commits; a poll every few seconds picks up what a kick missed
 * (a crash, a mail server that was down, a message enqueued by another process). Tests drain
 * by hand instead of polling.
 */
export const outboxPlugin = fp(async (app: FastifyInstance) => {
  const transport = createMailTransport({
    smtpUrl: app.config.SMTP_URL,
    from: app.config.MAIL_FROM,
    dataDir: app.config.DATA_DIR,
  });
  const worker = createOutboxWorker({ db: app.database.db, transport, log: app.log, leaseSeconds: app.config.OUTBOX_LEASE_SECONDS });
  app.decorate('outbox', worker);
  app.addHook('onReady', async () => {
    if (app.config.NODE_ENV !== 'test') worker.start(app.config.OUTBOX_POLL_MS);
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });
});
