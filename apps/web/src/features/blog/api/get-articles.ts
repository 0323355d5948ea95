import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogArticleCard } from '@safari/contracts/blog';
import { apiData } from '../../../lib/api-client';
import type { BlogCategory } from '../utils/blog-categories';

/** GET /api/blog?category=…: published articles, newest first, filtered on the server. */
const getArticles = (category: BlogCategory) =>
  apiData<{ articles: BlogArticleCard[] }>('/blog', { query: { category } }).then((data) => data.articles);

export const articlesQueryOptions = (category: BlogCategory) =>
  queryOptions({
    queryKey: ['blog', 'list', category],
    queryFn: () => getArticles(category),
    staleTime: 5 * 60 * 1000,
  });

/** The previous category's articles stay on screen while the next ones load: no flash of empty grid. */
export const useArticles = (category: BlogCategory) => useQuery({ ...articlesQueryOptions(category), placeholderData: keepPreviousData });
