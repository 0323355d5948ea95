import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/password-reset {email}: the same answer whether or not the address has an account. */
export const requestPasswordReset = async (email: string) =>
  (await apiRequest<null>('/password-reset', { method: 'POST', body: { email } })).message;

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
