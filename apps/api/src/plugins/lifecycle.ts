import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure, PROTOCOL_MESSAGES } from '../lib/failure';

interface Lifecycle {
  /** True from SIGTERM on: /api/health answers 503 so the load balancer stops sending. */
  readonly draining: boolean;
  /** True once app.close() began: every request is answered 503 with Connection: close. */
  readonly closing: boolean;
  beginDrain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * The graceful-shutdown states server.ts moves through (decision 0016). While
 * draining, requests are served as usual but every answer says `Connection: close`, so
 * clients holding a keep-alive connection reconnect, through the balancer, elsewhere.
 * While closing, the listener is shut and in-flight requests finish; a request arriving on a
 * kept-alive connection gets a 503 envelope (Fastify's own return503OnClosing answer is not
 * the envelope, so app.ts turns it off and this hook replaces it).
 */
export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  let closing = false;
  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    get closing() {
      return closing;
    },
    beginDrain() {
      draining = true;
    },
  } satisfies Lifecycle);

  let reaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    draining = true;
    closing = true;
    // server.close() closes the connections idle at that moment only; one that finishes its
    // last request later would hold the close open until its keep-alive timeout. Reap them.
    reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    reaper.unref();
  });
  app.addHook('onClose', async () => clearInterval(reaper));

  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return reply.code(503).header('retry-after', '1').send(failure(503, PROTOCOL_MESSAGES.shuttingDown));
  });
  // At send time, not at routing time: a request that began before the drain still tells its
  // client to reconnect (elsewhere) when it ends.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
});
