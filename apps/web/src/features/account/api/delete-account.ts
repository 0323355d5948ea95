import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/user {password}: erases the account and its personal data, ends every session. */
const deleteAccount = async (password: string) => (await apiRequest<null>('/user', { method: 'DELETE', body: { password } })).message;

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
