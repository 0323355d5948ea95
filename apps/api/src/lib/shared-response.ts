import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, ifNoneMatchHits } from './etag';
import type { CacheNamespace, ReadCache } from './read-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

type Coding = 'br' | 'gzip' | 'identity';

/**
 * One anonymous answer, finished: the JSON exactly as the route's serializer writes it, its
 * compressed forms, and one strong validator per form (decision 0025).
 */
export interface SharedResponse {
  body: Record<Coding, Buffer>;
  etag: Record<Coding, string>;
}

/**
 * Quality 5, not brotli's default 11: within ~12 % of its size at a sixtieth of its cost (1 ms
 * instead of 60 ms for the 59 KB listing), which matters when a crawler walks every trip and
 * each detail is a cache fill.
 */
export const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };

export async function finish(json: string): Promise<SharedResponse> {
  const identity = Buffer.from(json);
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, { params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  // Different bytes, different strong tags (RFC 9110 §8.8.3): the coding is part of the tag.
  const tag = etagOf(json).slice(0, -1);
  return {
    body: { identity, gzip: gz, br },
    etag: { identity: `${tag}"`, gzip: `${tag}-gzip"`, br: `${tag}-br"` },
  };
}

/**
 * The coding to answer in, from Accept-Encoding with its q-values (RFC 9110 §12.5.3):
 * brotli when it is at least as welcome as gzip, else gzip, else the plain bytes.
 */
export function negotiateCoding(header: string | undefined): Coding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const of = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  const br = of('br');
  const gz = of('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/**
 * Answers a public catalogue read from bytes shared by every anonymous visitor: serialised,
 * compressed and tagged once per cache fill, kept in the route's own cache namespace (so the
 * invalidation that drops the data drops these bytes with it), and a 304 when the visitor's
 * If-None-Match still holds. `load` builds the envelope the route would return.
 *
 * A request that carries credentials, or a server with caching off, takes the ordinary path:
 * `load` runs, and the route's serializer and @fastify/compress do the rest, as before.
 * Either way `cacheControl` is set only on success: an error (a 404 thrown by `load`) must not
 * be kept by browsers or proxies.
 */
export async function sendShared<T, Reply extends FastifyReply>(
  request: FastifyRequest,
  reply: Reply,
  shared: { cache: ReadCache; namespace: CacheNamespace; key: string; cacheControl: string },
  load: () => Promise<T>,
): Promise<T | Reply> {
  if (!shared.cache.enabled || request.headers.authorization !== undefined) {
    const payload = await load();
    reply.header('cache-control', shared.cacheControl);
    return payload;
  }
  const response = await shared.cache.wrap(shared.namespace, `response:${shared.key}`, async () =>
    // reply.serialize uses this route's response schema for 200, so the bytes are the ones
    // the ordinary path would send.
    finish(reply.serialize(await load()) as string),
  );
  reply.header('cache-control', shared.cacheControl);
  const coding = negotiateCoding(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding');
  reply.header('etag', response.etag[coding]);
  // Whichever coding the visitor cached, the JSON under it is the same: a match on any tag
  // of this answer means the visitor's copy is current.
  const header = request.headers['if-none-match'];
  if (Object.values(response.etag).some((etag) => ifNoneMatchHits(header, etag))) return reply.code(304).send() as Reply;
  reply.header('content-type', 'application/json; charset=utf-8');
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(response.body[coding]) as Reply;
}
