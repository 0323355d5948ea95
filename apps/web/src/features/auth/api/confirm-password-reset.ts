import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PasswordResetConfirmInput {
  token: string;
  password: string;
  'confirm-password': string;
}

/** POST /api/password-reset/confirm: sets the new password and ends every session. */
export const confirmPasswordReset = async (input: PasswordResetConfirmInput) =>
  (await apiRequest<null>('/password-reset/confirm', { method: 'POST', body: input })).message;

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
