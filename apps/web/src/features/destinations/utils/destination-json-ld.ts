import type { DestinationDetail } from '@safari/contracts/destination';
import { htmlToText, truncateText } from '../../../lib/html-text';

/** schema.org TouristDestination for search engines; every URL absolute, text without HTML. */
export function destinationJsonLd(destination: DestinationDetail, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristDestination',
    name: destination.name,
    description: htmlToText(destination.description),
    image: new URL(destination.banner, origin).href,
    url: new URL(`/destinations/${destination.slug}`, origin).href,
    address: {
      '@type': 'PostalAddress',
      addressLocality: destination.location.name,
      addressRegion: destination.region.name,
      addressCountry: 'TZ',
    },
    ...(destination.activities.some((a) => a.is_active) && {
      includesAttraction: destination.activities.filter((a) => a.is_active).map((a) => ({ '@type': 'TouristAttraction', name: a.name })),
    }),
  };
}

/** Meta description: the destination's own words, cut to what search results show. */
export function destinationMetaDescription(destination: DestinationDetail): string {
  const text = htmlToText(destination.description);
  return truncateText(text || `${destination.name} in ${destination.region.name}, Tanzania.`, 160);
}
