import { createHash } from 'node:crypto';
import type { Db } from '../../../db/client';
import { renderArtSvg } from '../../../db/seed/art';
import { insertMediaAsset } from './repository';

/**
 * A new trip or destination needs a banner before the operator uploads a photo: generated
 * artwork in the demo catalogue's style, stored in the media table like the seed's.
 */
export async function storePlaceholderBanner(db: Db, folder: 'trips' | 'destinations', slug: string, title: string): Promise<string> {
  const svg = renderArtSvg(
    { motif: folder === 'trips' ? 'savanna' : 'lake', palette: ['#f5d7a1', '#8a9a5b', '#c2562d'], label: title.slice(0, 40) },
    { width: 1200, height: 675, title },
  );
  const etag = createHash('sha256').update(svg).digest('base64url').slice(0, 27);
  const path = `/media/${folder}/${slug}-${etag
    .slice(0, 8)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}.svg`;
  await insertMediaAsset(db, { path, contentType: 'image/svg+xml', body: svg, etag });
  return path;
}
