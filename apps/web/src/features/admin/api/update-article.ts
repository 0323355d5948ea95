import type { z } from 'zod';
import type { articleUpdateInput } from '@safari/contracts/admin-catalogue';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { ARTICLES_KEY } from './get-articles';

/** PATCH /api/admin/articles/{id}: only the fields sent change (here: published or draft). */
export const useUpdateArticle = () =>
  useAdminMutation(({ id, ...input }: z.input<typeof articleUpdateInput> & { id: number }) => adminWrite<unknown>('PATCH', `/articles/${id}`, input), [ARTICLES_KEY]);
