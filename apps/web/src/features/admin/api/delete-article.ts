import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { ARTICLES_KEY } from './get-articles';

/** DELETE /api/admin/articles/{id}: gone from the blog at once (audit-logged with what it was). */
export const useDeleteArticle = () => useAdminMutation((id: number) => adminWrite<null>('DELETE', `/articles/${id}`), [ARTICLES_KEY]);
