import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ReadCache } from '../lib/read-cache';
import { openReadCache } from '../lib/open-read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    readCache: ReadCache;
  }
}

/** Makes the parsed config, the open database and the read cache available to every module. */
export const contextPlugin = fp<{ config: Config; database: Database }>(async (app: FastifyInstance, opts) => {
  app.decorate('config', opts.config);
  app.decorate('database', opts.database);
  const readCache = await openReadCache({
    ttlSeconds: opts.config.READ_CACHE_TTL_SECONDS,
    database: opts.database,
    log: app.log,
  });
  app.decorate('readCache', readCache);
  // Closes the listener connection before server.ts closes the pool.
  app.addHook('onClose', () => readCache.close());
});
