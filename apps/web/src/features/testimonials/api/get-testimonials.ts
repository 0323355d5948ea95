import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@safari/contracts/content';
import { apiData } from '../../../lib/api-client';

// The path keeps the API's original spelling (SPEC §7).
export const getTestimonials = () => apiData<{ testimonials: Testimonial[] }>('/get-testimonals');

export const testimonialsQueryOptions = queryOptions({
  queryKey: ['testimonials'],
  queryFn: getTestimonials,
  select: (data) => data.testimonials,
});

export const useTestimonials = () => useQuery(testimonialsQueryOptions);
