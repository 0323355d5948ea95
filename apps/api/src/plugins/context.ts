import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

/** Makes the parsed config and the open database available to every module. */
export const contextPlugin = fp<{ config: Config; database: Database }>(async (app: FastifyInstance, opts) => {
  app.decorate('config', opts.config);
  app.decorate('database', opts.database);
});
