import { createHash } from 'node:crypto';

/** A strong validator for a body we build ourselves: a digest of it, quoted. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * RFC 9110 §13.1.2: If-None-Match holds `*` or a list of tags, compared weakly (a `W/` tag,
 * which a compressing proxy may send back, matches its strong twin).
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
