import { COMPANY_NAME } from '@safari/contracts/company';
import { LIMITS } from '@safari/contracts/constants';
import type { TripDetail } from '@safari/contracts/trip';
import { excerpt, htmlToText } from '../../../lib/html-text';
import { priceRange } from './budget-tables';

const META_DESCRIPTION_MAX = 160;

export function metaDescription(trip: TripDetail): string {
  return excerpt(trip.description, META_DESCRIPTION_MAX);
}

/**
 * schema.org Product for search engines: image and url absolute (crawlers do not resolve
 * relative paths against the page), prices in USD as the API stores them, the offer range
 * spanning every season, class and group size of the budget table.
 */
export function productJsonLd(trip: TripDetail, origin: string) {
  const { low, high } = priceRange(trip.budgets, trip.base_price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: trip.name,
    description: htmlToText(trip.description),
    image: new URL(trip.banner, origin).href,
    url: new URL(`/packages/${trip.uuid}`, origin).href,
    brand: { '@type': 'Brand', name: COMPANY_NAME },
    category: trip.trip_type.name,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: low,
      highPrice: high,
      offerCount: Math.max(trip.budgets.length, 1),
      availability: 'https://schema.org/InStock',
    },
    // Approved ratings only, and only when there are some: Google rejects an empty
    // AggregateRating, and accepts one on a Product (not on a TouristTrip).
    ...(trip.rating.count > 0 && trip.rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: trip.rating.average,
            ratingCount: trip.rating.count,
            bestRating: LIMITS.ratingMax,
            worstRating: LIMITS.ratingMin,
          },
        }
      : {}),
  };
}
