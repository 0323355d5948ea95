import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { CATALOGUE_ADMIN_MESSAGES } from '@safari/contracts/admin-catalogue';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-errors';
import { BINARY_MEDIA_ENCODING } from '../../media/body';
import { deleteMediaAsset, insertMediaAsset } from './repository';

// A banner photo from the operator: judged by its bytes (never its name or declared type),
// decoded with a pixel limit (a decompression bomb stops there), and re-encoded as WebP, which
// drops metadata (a camera's GPS position) and anything hidden after the image data. Then it
// is public media like the generated artwork: in the media table, served under /media.

export const BANNER_MAX_BYTES = 8 * 1024 * 1024;
const MAX_INPUT_PIXELS = 50_000_000;
const MAX_WIDTH = 1600;

function isImage(bytes: Buffer): boolean {
  const jpeg = bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}

const badType = () => new HttpError(400, CATALOGUE_ADMIN_MESSAGES.bannerType, { banner: CATALOGUE_ADMIN_MESSAGES.bannerType });

/** Reads the one `banner` file of a multipart request (the plugin stops at BANNER_MAX_BYTES). */
export async function readBannerUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, CATALOGUE_ADMIN_MESSAGES.bannerMissing);
  let upload: Buffer | null = null;
  let truncated = false;
  for await (const part of request.parts()) {
    if (part.type !== 'file' || part.fieldname !== 'banner' || upload) {
      if (part.type === 'file') part.file.resume();
      continue;
    }
    upload = await part.toBuffer();
    truncated = part.file.truncated;
  }
  if (truncated) throw new HttpError(413, CATALOGUE_ADMIN_MESSAGES.bannerSize, { banner: CATALOGUE_ADMIN_MESSAGES.bannerSize });
  if (!upload || upload.length === 0)
    throw new HttpError(400, CATALOGUE_ADMIN_MESSAGES.bannerMissing, { banner: CATALOGUE_ADMIN_MESSAGES.bannerMissing });
  return upload;
}

/** The upload as a metadata-free WebP at most 1600 px wide, or a 400 that says why. */
export async function encodeBanner(bytes: Buffer): Promise<Buffer> {
  if (!isImage(bytes)) throw badType();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw badType();
  }
}

/** Stores the encoded banner under a path named by its content; resolves with the path. */
export async function storeBanner(db: Db, folder: 'trips' | 'destinations', slug: string, webp: Buffer): Promise<string> {
  const digest = createHash('sha256').update(webp).digest('hex');
  const path = `/media/uploads/${folder}/${slug}-${digest.slice(0, 12)}.webp`;
  await insertMediaAsset(db, { path, contentType: 'image/webp', body: webp.toString(BINARY_MEDIA_ENCODING), etag: digest.slice(0, 27) });
  return path;
}

/** An uploaded banner replaced by another is removed; generated artwork is left alone. */
export async function removeUploadedBanner(db: Db, path: string) {
  if (!path.startsWith('/media/uploads/')) return;
  await deleteMediaAsset(db, path);
}
