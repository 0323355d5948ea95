import { ImageWithFallback } from './image-with-fallback';

/**
 * A page's leading 16:9 image, above the fold and usually its largest paint: loaded at once and
 * ahead of other images, never lazily.
 */
export function HeroImage({ src, alt, className }: { src: string; alt: string; className: string }) {
  return <ImageWithFallback src={src} alt={alt} width={1200} height={675} loading="eager" fetchPriority="high" className={className} />;
}
