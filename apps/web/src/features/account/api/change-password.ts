import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  'confirm-password': string;
}

/** PUT /api/user/password: every other session ends; this one stays signed in. */
const changePassword = async (input: ChangePasswordInput) =>
  (await apiRequest<null>('/user/password', { method: 'PUT', body: input })).message;

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
