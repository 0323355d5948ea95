/**
 * media_assets.body is text: SVG source as it is, and binary media (uploaded photos) in base64.
 * The content type tells which, so the artwork rows of the seed never change.
 */
export const BINARY_MEDIA_ENCODING = 'base64' as const;

const isText = (contentType: string) => contentType === 'image/svg+xml' || contentType.startsWith('text/');

/** The bytes to send for a stored asset. */
export const mediaPayload = (asset: { contentType: string; body: string }): string | Buffer =>
  isText(asset.contentType) ? asset.body : Buffer.from(asset.body, BINARY_MEDIA_ENCODING);
