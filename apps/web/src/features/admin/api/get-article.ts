import { useQuery } from '@tanstack/react-query';
import type { AdminArticle } from '@safari/contracts/admin-catalogue';
import { adminGet } from '../utils/admin-api';
import { ARTICLES_KEY } from './get-articles';

export const articleKey = (id: number) => [...ARTICLES_KEY, 'detail', id] as const;

/** GET /api/admin/articles/{id}: one article with its body. */
export const useAdminArticle = (id: number) =>
  useQuery({ queryKey: articleKey(id), queryFn: () => adminGet<AdminArticle>(`/articles/${id}`) });
