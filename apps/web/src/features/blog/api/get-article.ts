import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogArticle } from '@safari/contracts/blog';
import { ApiError, apiData } from '../../../lib/api-client';

/** GET /api/blog/{slug}: one published article with its (sanitised) body. */
const getArticle = (slug: string) => apiData<{ article: BlogArticle }>(`/blog/${encodeURIComponent(slug)}`).then((data) => data.article);

export const articleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'article', slug],
    queryFn: () => getArticle(slug),
    staleTime: 5 * 60 * 1000,
    // An unknown article stays unknown: show it at once instead of retrying.
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });

export const useArticle = (slug: string) => useQuery(articleQueryOptions(slug));
