import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminRating } from '@safari/contracts/admin-moderation';
import { adminGet, adminKey, type ListParams, type Page } from '../utils/admin-api';

export const RATINGS_KEY = adminKey('ratings');

/** GET /api/admin/ratings: by status (pending by default). */
export const useModerationRatings = (params: ListParams) =>
  useQuery({
    queryKey: [...RATINGS_KEY, params],
    queryFn: () => adminGet<Page<AdminRating>>('/ratings', params),
    placeholderData: keepPreviousData,
  });
