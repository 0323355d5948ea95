import { describe, expect, it } from 'vitest';
import { makeTripDetail } from '../testing/render-page';
import { productJsonLd } from './package-structured-data';

describe('productJsonLd', () => {
  it('is a Product with no AggregateRating while nobody has an approved rating', () => {
    const data = productJsonLd(makeTripDetail({ rating: { average: null, count: 0 } }), 'https://safari.example');
    expect(data['@type']).toBe('Product');
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('carries the average and count of approved ratings as AggregateRating on the Product', () => {
    const data = productJsonLd(makeTripDetail({ rating: { average: 4.6, count: 12 } }), 'https://safari.example');
    expect(data).toMatchObject({
      '@type': 'Product',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, ratingCount: 12, bestRating: 5, worstRating: 1 },
    });
  });
});
