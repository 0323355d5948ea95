import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createReadCache, type ReadCache } from '../lib/read-cache';

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
  app.decorate('readCache', createReadCache({ ttlMs: opts.config.READ_CACHE_TTL_SECONDS * 1000 }));
});
