import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminArticleRow } from '@safari/contracts/admin-catalogue';
import { adminGet, adminKey, type ListParams, type Page } from '../utils/admin-api';

export const ARTICLES_KEY = adminKey('articles');

/** GET /api/admin/articles: published and drafts, searched. */
export const useAdminArticles = (params: ListParams) =>
  useQuery({
    queryKey: [...ARTICLES_KEY, 'list', params],
    queryFn: () => adminGet<Page<AdminArticleRow>>('/articles', params),
    placeholderData: keepPreviousData,
  });
