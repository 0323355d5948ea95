import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/newsletter/unsubscribe: the token from any newsletter e-mail, no sign-in needed. */
const unsubscribe = async (token: string) =>
  (await apiRequest<null>('/newsletter/unsubscribe', { method: 'POST', body: { token } })).message;

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
