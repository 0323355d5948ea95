import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import type { Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { contextPlugin } from './plugins/context';
import { outboxPlugin } from './plugins/outbox';
import { errorHandlerPlugin } from './plugins/error-handler';
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
}

/** Builds the whole app from plugins and modules. Never listens: server.ts and tests do. */
export async function buildApp({ config, database, serveWebApp = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(contextPlugin, { config, database });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // The storefront's own assets are not rate limited, only the API.
    allowList: (request) => !request.url.startsWith('/api'),
  });
  await app.register(openApiPlugin);
  await app.register(maintenancePlugin);
  await app.register(outboxPlugin);
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

  if (serveWebApp) await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR });
  return app;
}
