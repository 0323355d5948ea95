import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ifNoneMatchHits } from '../lib/etag';
import { isApiPath } from '../lib/request-path';
import { BROTLI_PARAMS, negotiateCoding } from '../lib/shared-response';
import { builtRenderSource, createPageRenderer, withNonce } from '../lib/server-render';

type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;

/**
 * Serves the built storefront: hashed assets cached for a year, everything else revalidated,
 * and every other non-API GET answered with the page rendered on the server (decision 0029),
 * or the client-only shell when no server bundle was built. With `devRoot` (npm run dev), the
 * storefront's sources through Vite instead, rendered by the same renderer.
 */
export const webAppPlugin = fp<{ distDir: string; devRoot?: string }>(async (app: FastifyInstance, { distDir, devRoot }) => {
  if (devRoot) return devWebApp(app, devRoot);
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built storefront at ${distDir}; run "npm run build" to serve it.`);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const source = builtRenderSource(app, distDir, indexHtml);
  const renderer = source ? await createPageRenderer(app, source) : null;

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Our setHeaders decides caching; the plugin's own max-age=0 would override it.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  // The catch-all serves pages and turns API-looking paths into the API's 404, so its budget
  // depends on the path, not the route: pages spend a budget of their own, and an API-looking
  // path spends the API's (in the not-found handler), whatever its spelling.
  const pageLimit = app.rateLimit({ max: app.config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' });
  const preHandler = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    if (!isApiPath(request.url)) await pageLimit.call(this, request, reply);
  };
  app.get('/*', { schema: { hide: true }, config: { rateLimit: false }, preHandler }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    // Any spelling of an API path (`/API/x`, `//api/x`) gets the API's 404 envelope, not a page.
    if (isApiPath(request.url)) return reply.callNotFound();
    const asset = path.join(distDir, path.normalize(urlPath));
    // Dot-folders (the server bundle in .server) are never served.
    const hidden = path
      .relative(distDir, asset)
      .split(path.sep)
      .some((segment) => segment.startsWith('.'));
    if (asset.startsWith(distDir) && urlPath !== '/' && !hidden && fs.existsSync(asset) && fs.statSync(asset).isFile()) {
      return reply.sendFile(path.relative(distDir, asset));
    }
    // A path with a file extension that does not exist is a missing asset, not a page.
    if (/\.[a-z0-9]{2,5}$/i.test(urlPath)) return reply.callNotFound();
    if (!renderer) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    return sendPage(renderer, request, reply);
  });
});

async function sendPage(renderer: PageRenderer, request: FastifyRequest, reply: FastifyReply) {
  const streamed: { body?: Writable; head: string; nonce: (text: string) => string } = { head: '', nonce: (text) => text };
  let page;
  try {
    page = await renderer.page(request.url, (head, status) => {
      const { html, policy, apply } = withNonce(head, String(reply.getHeader('content-security-policy') ?? ''));
      if (policy) reply.header('content-security-policy', policy);
      Object.assign(streamed, { head, nonce: apply, body: openPageStream(request, reply, status) });
      writeFlushed(streamed.body!, html);
    });
  } catch (error) {
    // Once the head is out, the status is sent: end the answer rather than leave it hanging.
    if (!streamed.body) throw error;
    request.log.error({ err: error }, 'a streamed page failed after its head was sent');
    streamed.body.end();
    return reply;
  }
  if (streamed.body) {
    if (!streamed.body.destroyed)
      streamed.body.end(streamed.nonce(page.html.startsWith(streamed.head) ? page.html.slice(streamed.head.length) : ''));
    return reply;
  }
  if (page.location) return reply.redirect(page.location, page.status);
  reply.header('cache-control', 'no-cache').header('etag', page.etag);
  if (page.noindex) reply.header('x-robots-tag', 'noindex');
  if (page.prepared) {
    // The cached page's bytes, compressed once: the same answer as below, without the work.
    const coding = negotiateCoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding').header('etag', page.prepared.etag[coding]);
    const header = request.headers['if-none-match'];
    if (Object.values(page.prepared.etag).some((etag) => ifNoneMatchHits(header, etag))) return reply.code(304).send();
    if (coding !== 'identity') reply.header('content-encoding', coding);
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.prepared.body[coding]);
  }
  if (page.status === 200 && ifNoneMatchHits(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const { html, policy } = withNonce(page.html, String(reply.getHeader('content-security-policy') ?? ''));
  if (policy) reply.header('content-security-policy', policy);
  return reply.code(page.status).type('text/html; charset=utf-8').send(html);
}

/**
 * Streaming (decision 0038): once the route's loaders have settled, the page's status is known
 * and its answer starts with the document's head (stylesheet, entry script), so the browser
 * fetches them while React renders. Compressed as it goes, each part flushed: a compressor
 * that waited for more bytes would hold the head back.
 */
function openPageStream(request: FastifyRequest, reply: FastifyReply, status: number): Writable {
  const coding = negotiateCoding(request.headers['accept-encoding']);
  const body =
    coding === 'br' ? zlib.createBrotliCompress({ params: BROTLI_PARAMS }) : coding === 'gzip' ? zlib.createGzip() : new PassThrough();
  // A visitor who leaves before the page is written closes the answer: the parts still to
  // come are dropped, and the render goes on into the HTML cache for the next visitor.
  body.on('error', (error) => request.log.debug({ err: error }, 'streamed page closed early'));
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (coding !== 'identity') reply.header('content-encoding', coding);
  void reply.send(body);
  return body;
}

function writeFlushed(body: Writable, text: string) {
  body.write(text);
  if (body instanceof PassThrough) return;
  (body as zlib.Gzip | zlib.BrotliCompress).flush();
}

/**
 * Development: Vite answers module and public-file requests (hundreds per page, so no rate
 * limit), and every other non-API GET is a page rendered from the live sources.
 */
async function devWebApp(app: FastifyInstance, devRoot: string) {
  const { viteDevSource } = await import('../lib/vite-dev');
  const vite = await viteDevSource(app, devRoot);
  const renderer = await createPageRenderer(app, vite.source);
  app.get('/*', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    if (await vite.serveAsset(request.raw, reply.raw)) return reply.hijack();
    if (/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0] ?? '')) return reply.callNotFound();
    return sendPage(renderer, request, reply);
  });
}
