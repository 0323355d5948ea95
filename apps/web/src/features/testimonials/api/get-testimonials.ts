import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@safari/contracts/content';
import { apiData } from '../../../lib/api-client';

// The path keeps the original API's spelling, so old clients still work.
const getTestimonials = () => apiData<{ testimonials: Testimonial[] }>('/get-testimonals').then((data) => data.testimonials);

/**
 * The one cache entry of GET /api/get-testimonals: every page that shows testimonials (the
 * home strip, the About grid) reads it through these options, so the cached shape is one.
 */
export const testimonialsQueryOptions = queryOptions({
  queryKey: ['testimonials'],
  queryFn: getTestimonials,
});

export const useTestimonials = () => useQuery(testimonialsQueryOptions);
