import type { z } from 'zod';
import type { AdminArticle, articleCreateInput } from '@safari/contracts/admin-catalogue';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { ARTICLES_KEY } from './get-articles';

/** POST /api/admin/articles: a new article, a draft unless published. */
export const useCreateArticle = () =>
  useAdminMutation((input: z.input<typeof articleCreateInput>) => adminWrite<AdminArticle>('POST', '/articles', input), [ARTICLES_KEY]);
