import { useState, type ImgHTMLAttributes } from 'react';

/** Local placeholder drawn when an image fails, so a broken trip image never shows as broken. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#e7e5e4"/><path d="M0 9 5 4l3 3 2-2 6 4z" fill="#d6d3d1"/><circle cx="12" cy="2.5" r="1.2" fill="#d6d3d1"/></svg>',
  );

/**
 * An <img> that swaps to the placeholder on error. Always give width/height (no layout
 * shift) and keep loading="lazy" for anything below the fold.
 */
export function ImageWithFallback({ src, alt, loading = 'lazy', ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...props}
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      loading={loading}
      decoding="async"
      data-fallback={failed ? 'true' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
