import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@safari/contracts/content';
import { apiData } from '../../../lib/api-client';

/** GET /api/get-testimonals (the SPEC's spelling). */
export const getTestimonials = () =>
  apiData<{ testimonials: Testimonial[] }>('/get-testimonals').then((data) => data.testimonials);

export const testimonialsQueryOptions = queryOptions({
  queryKey: ['testimonials'],
  queryFn: getTestimonials,
});

export const useTestimonials = () => useQuery(testimonialsQueryOptions);
