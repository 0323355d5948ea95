import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tanzania Safari Storefront API',
        description:
          'JSON API of the storefront. Paths and payload names follow the original API, misspellings included (get-testimonals, searviceClasses).',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI brings its own CSP (hashes of its scripts) instead of ours; two of its
  // directives are changed to agree with the rest of the site: nobody may frame the docs
  // (X-Frame-Options says DENY), and no upgrade to https on a plain-http deployment.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(/\s*upgrade-insecure-requests;?/, ''),
  });
});
