import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import type { Config } from './config';
import type { Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { contextPlugin } from './plugins/context';
import { outboxPlugin } from './plugins/outbox';
import { paymentRemindersPlugin } from './plugins/payment-reminders';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler';
import { clientErrorHandler } from './plugins/client-errors';
import { lifecyclePlugin } from './plugins/lifecycle';
import { rateLimitPlugin } from './plugins/rate-limit';
import { textInputGuardPlugin } from './plugins/text-input-guard';
import { censorPersonal, serializeError, serializeRequest } from './lib/log-privacy';
import { securityHeadersPlugin } from './plugins/security-headers';
import { openApiPlugin } from './plugins/openapi';
import { maintenancePlugin } from './plugins/maintenance';
import { webAppPlugin } from './plugins/web-app';
import { apiModules } from './modules/index';
import { mediaRoutes } from './modules/media/routes';
import { seoRoutes } from './modules/seo/routes';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Serve the built storefront too (production); API tests leave it off. */
  serveWebApp?: boolean;
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: DestinationStream;
}

/** Builds the whole app from plugins and modules. Never listens: server.ts and tests do. */
export async function buildApp({ config, database, serveWebApp = false, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Personal fields are censored in what a log call passes; a child logger's bindings are
      // not (pino formats them apart): bind ids and names of components only, never personal data.
      formatters: { log: censorPersonal },
      serializers: { req: serializeRequest, err: serializeError },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Slow clients cannot hold the server: the whole request must arrive within
    // requestTimeout, an idle connection mid-request is closed, and Node checks both every second.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: config.HTTP_CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(config.HTTP_REQUEST_TIMEOUT_MS, 20_000),
      connectionsCheckingInterval: Math.min(1000, config.HTTP_REQUEST_TIMEOUT_MS),
    },
    // The lifecycle plugin answers the 503 while closing, with the envelope.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  app.server.maxConnections = config.HTTP_MAX_CONNECTIONS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(contextPlugin, { config, database });
  await app.register(securityHeadersPlugin);
  await app.register(lifecyclePlugin);
  // Before any route, so its policy sees every route; before the error handler, whose
  // not-found handler counts unknown paths against the API's budget.
  await app.register(rateLimitPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(textInputGuardPlugin);
  // br and gzip only: every browser takes one of them, and the catalogue's prepared bytes
  // (lib/shared-response.ts) come in exactly these, so an answer is never re-encoded.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(openApiPlugin);
  await app.register(maintenancePlugin);
  await app.register(outboxPlugin);
  await app.register(paymentRemindersPlugin);
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );

  // Site-root routes outside /api: media files, and the sitemap and robots.txt crawlers expect at /.
  await app.register(mediaRoutes);
  await app.register(seoRoutes);

  if (serveWebApp) await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR, devRoot: config.WEB_DEV_ROOT });
  return app;
}
