import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { LIMITS } from '@safari/contracts/constants';
import { REGISTER_VALIDATION } from '@safari/contracts/messages';
import { HttpError } from '../../lib/http-errors';

// Passport images are private (decision 0003). The upload is judged by its bytes, never
// by its name or declared type, re-encoded (which drops metadata and anything hidden in
// the file) and kept under DATA_DIR/private, which nothing serves but the owner's route.

/** Beyond a passport scan's needs; stops decompression bombs before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_EDGE = 2000;

type ImageKind = 'jpeg' | 'png' | 'webp';

function sniff(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** Markup or code inside an image is a polyglot meant for a browser or an interpreter. */
const EMBEDDED_CODE = /<\s*(script|html|svg|iframe|body|object|embed)\b|<\?php|javascript:/i;

const invalidType = () => new HttpError(400, REGISTER_VALIDATION.passportType, { passport_image: REGISTER_VALIDATION.passportType });
export const tooLarge = () => new HttpError(413, REGISTER_VALIDATION.passportSize, { passport_image: REGISTER_VALIDATION.passportSize });

/** Checks an upload and returns it as a metadata-free JPEG; throws the register form's messages. */
export async function preparePassportImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > LIMITS.passportMaxBytes) throw tooLarge();
  const kind = sniff(bytes);
  if (!kind || EMBEDDED_CODE.test(bytes.toString('latin1'))) throw invalidType();
  try {
    // failOn 'warning' (the default, stated here on purpose): a truncated or damaged file is refused.
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw invalidType();
  }
}

const passportDirectory = (dataDir: string) => path.join(dataDir, 'private', 'passports');

/** Stores a prepared image under a random name; returns that name for the user row. */
export async function storePassportImage(dataDir: string, image: Buffer): Promise<string> {
  const dir = passportDirectory(dataDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomUUID()}.jpg`;
  await fs.writeFile(path.join(dir, name), image, { mode: 0o600 });
  return name;
}

export async function readPassportImage(dataDir: string, name: string): Promise<Buffer | null> {
  // The name comes from our own row, but a path must never climb out of the folder.
  if (!/^[0-9a-f-]{36}\.jpg$/.test(name)) return null;
  return fs.readFile(path.join(passportDirectory(dataDir), name)).catch(() => null);
}

export async function removePassportImage(dataDir: string, name: string | null) {
  if (name && /^[0-9a-f-]{36}\.jpg$/.test(name)) await fs.rm(path.join(passportDirectory(dataDir), name), { force: true });
}
