import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets } from '../../db/schema/index';

export interface MediaAsset {
  contentType: string;
  body: string;
  etag: string;
}

/** One asset by its public path (the primary key). */
export async function findMediaAsset(db: Db, path: string): Promise<MediaAsset | null> {
  const [asset] = await db
    .select({ contentType: mediaAssets.contentType, body: mediaAssets.body, etag: mediaAssets.etag })
    .from(mediaAssets)
    .where(eq(mediaAssets.path, path))
    .limit(1);
  return asset ?? null;
}
