import sharp from 'sharp';
import { COMPANY_NAME } from '@safari/contracts/company';
import type { Db } from '../../db/client';
import { cacheNamespace, type ReadCache } from '../../lib/read-cache';
import { mediaPayload } from './body';
import { getMediaAsset } from './service';

/** Link previews (Open Graph, Twitter cards) want a 1200×630 raster; our artwork is SVG. */
const WIDTH = 1200;
const HEIGHT = 630;
const PREVIEWS = cacheNamespace('media-previews', { maxEntries: 100 });
/** The site's own card, for pages without a picture of their own. */
export const SITE_PREVIEW = 'site.jpg';

const siteCard = () =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c2d12"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <text x="80" y="280" font-family="Georgia, serif" font-size="76" font-weight="bold" fill="#fff">${COMPANY_NAME}</text>
  <text x="80" y="370" font-family="Helvetica, Arial, sans-serif" font-size="38" fill="#fed7aa">Safaris · Kilimanjaro climbs · Zanzibar beaches</text>
  <text x="80" y="440" font-family="Helvetica, Arial, sans-serif" font-size="30" fill="#ffedd5">Brussels · Dar es Salaam</text>
</svg>`);

/**
 * The JPEG preview of a stored image (`name`: its path under /media/ plus '.jpg'), cropped
 * to 1200×630; null when there is no such image. Made once per process and kept.
 */
export function previewImage(db: Db, cache: ReadCache, name: string): Promise<Buffer | null> {
  return cache.wrap(
    PREVIEWS,
    name,
    async () => {
      let source: Buffer | string;
      if (name === SITE_PREVIEW) source = siteCard();
      else {
        if (!name.endsWith('.jpg')) return null;
        const asset = await getMediaAsset(db, cache, `/media/${name.slice(0, -'.jpg'.length)}`);
        if (!asset) return null;
        source = mediaPayload(asset);
      }
      const input = typeof source === 'string' ? Buffer.from(source) : source;
      return sharp(input, { density: 144, limitInputPixels: 40_000_000 })
        .resize(WIDTH, HEIGHT, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
    },
    { ttlMs: (image) => (image ? Infinity : 5_000) },
  );
}
