import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/newsletter/confirm: the token from the confirmation e-mail; answers the text to show. */
const confirmSubscription = async (token: string) =>
  (await apiRequest<null>('/newsletter/confirm', { method: 'POST', body: { token } })).message;

export const useConfirmSubscription = () => useMutation({ mutationFn: confirmSubscription });
