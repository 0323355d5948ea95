import type { FastifyInstance } from 'fastify';
import { etagOf, ifNoneMatchHits } from '../../lib/etag';
import { notFound } from '../../lib/http-errors';
import { mediaPayload } from './body';
import { previewImage } from './preview-image';
import { getMediaAsset } from './service';

/**
 * Public media (demo artwork, processed uploads) from the media_assets table, under
 * /media/* at the site root. Bodies never change for a path, so they are cached hard and
 * revalidated by ETag; this process keeps them in its read cache (hits and misses).
 */
export async function mediaRoutes(app: FastifyInstance) {
  // Link-preview pictures (decision 0029): a static segment, so it wins over /media/*.
  app.get<{ Params: { '*': string } }>('/media/og/*', { schema: { hide: true } }, async (request, reply) => {
    const name = request.params['*'];
    if (name.length > 300 || name.includes('..')) throw notFound();
    const image = await previewImage(app.database.db, app.readCache, name);
    if (!image) throw notFound();
    const etag = etagOf(image.toString('base64'));
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/jpeg').send(image);
  });

  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const path = `/media/${request.params['*']}`;
    if (path.length > 300 || path.includes('..')) throw notFound();
    const asset = await getMediaAsset(app.database.db, app.readCache, path);
    if (!asset) throw notFound();
    const etag = `"${asset.etag}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    // SVG can carry script: serve it with a CSP that forbids any, and never sniffed as HTML.
    if (asset.contentType === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.type(asset.contentType).send(mediaPayload(asset));
  });
}
