import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/email/verify/resend (signed in): a new welcome link, or none if already confirmed; answers the text to show. */
const resendVerification = async () => (await apiRequest<{ sent: boolean }>('/email/verify/resend', { method: 'POST' })).message;

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
