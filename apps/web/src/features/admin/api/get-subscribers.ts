import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminSubscriber } from '@safari/contracts/admin-moderation';
import { adminGet, adminKey, type ListParams, type Page } from '../utils/admin-api';

export const SUBSCRIBERS_KEY = adminKey('subscribers');

/** GET /api/admin/newsletter/subscribers: confirmed by default, searched by e-mail. */
export const useSubscribers = (params: ListParams) =>
  useQuery({
    queryKey: [...SUBSCRIBERS_KEY, params],
    queryFn: () => adminGet<Page<AdminSubscriber>>('/newsletter/subscribers', params),
    placeholderData: keepPreviousData,
  });
