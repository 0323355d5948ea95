import type { FastifyInstance } from 'fastify';
import { ifNoneMatchHits } from '../../lib/etag';
import { buildRobotsTxt, getSitemap } from './service';

/**
 * /sitemap.xml and /robots.txt at the site root, where crawlers look for them (so app.ts
 * registers this module outside the /api prefix). Plain text and XML: no JSON envelope.
 */
export async function seoRoutes(app: FastifyInstance) {
  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'XML sitemap: home, listings, destinations, FAQ, experiences, every active package and destination',
      },
    },
    async (request, reply) => {
      const sitemap = await getSitemap(app.database.db, app.readCache, app.config.PUBLIC_URL);
      reply.header('etag', sitemap.etag).header('cache-control', 'public, max-age=3600');
      if (ifNoneMatchHits(request.headers['if-none-match'], sitemap.etag)) return reply.code(304).send();
      return reply.type('application/xml; charset=utf-8').send(sitemap.xml);
    },
  );

  app.get('/robots.txt', { schema: { tags: ['seo'], summary: 'Crawler rules and the sitemap location' } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(buildRobotsTxt(app.config.PUBLIC_URL)),
  );
}
