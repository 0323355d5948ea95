import type { Db } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import { MEDIA_CACHE } from './cache';
import { findMediaAsset, type MediaAsset } from './repository';

/**
 * A miss is remembered too (every /media 404 was a query, on PGlite queued behind everyone
 * else's), but only briefly: should an invalidation be lost, a new asset still shows soon.
 */
const MISS_TTL_MS = 5_000;
/** Larger bodies are served from the database each time, so 300 entries stay a few MB. */
const MAX_CACHED_BODY_CHARS = 64 * 1024;

export function getMediaAsset(db: Db, cache: ReadCache, path: string): Promise<MediaAsset | null> {
  return cache.wrap(MEDIA_CACHE, path, () => findMediaAsset(db, path), {
    ttlMs: (asset) => (asset === null ? MISS_TTL_MS : asset.body.length > MAX_CACHED_BODY_CHARS ? 0 : Infinity),
  });
}
