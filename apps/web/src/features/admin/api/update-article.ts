import type { z } from 'zod';
import type { AdminArticle, articleUpdateInput } from '@safari/contracts/admin-catalogue';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { articleKey } from './get-article';
import { ARTICLES_KEY } from './get-articles';

/** PATCH /api/admin/articles/{id}: only the fields sent change; the blog shows it at once. */
export const useUpdateArticle = () =>
  useAdminMutation(
    ({ id, ...input }: z.input<typeof articleUpdateInput> & { id: number }) => adminWrite<AdminArticle>('PATCH', `/articles/${id}`, input),
    [[...ARTICLES_KEY, 'list']],
    (article, set) => set(articleKey(article.id), article),
  );
