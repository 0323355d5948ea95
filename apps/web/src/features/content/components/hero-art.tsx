import heroArtUrl from './hero-art.svg?no-inline';

/**
 * The hero's backdrop: Kilimanjaro at dusk over the savanna, a 2 KB SVG of our own. It is an
 * image file rather than inline markup so it stays out of the home page's JavaScript budget;
 * the hero's dark background stands in for the moment it takes to arrive.
 */
export function HeroArt({ className }: { className?: string }) {
  return <img src={heroArtUrl} alt="" aria-hidden="true" width={1600} height={900} fetchPriority="high" className={className} />;
}
