import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminTestimonial } from '@safari/contracts/admin-moderation';
import { adminGet, adminKey, type ListParams, type Page } from '../utils/admin-api';

export const TESTIMONIALS_KEY = adminKey('testimonials');

/** GET /api/admin/testimonials: by status (pending by default). */
export const useModerationTestimonials = (params: ListParams) =>
  useQuery({
    queryKey: [...TESTIMONIALS_KEY, params],
    queryFn: () => adminGet<Page<AdminTestimonial>>('/testimonials', params),
    placeholderData: keepPreviousData,
  });
