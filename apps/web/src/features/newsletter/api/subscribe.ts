import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /subscribe answers `status` ('success' expected) and `message`, as the original API did. */
interface SubscribeAnswer {
  status: string;
  message?: string;
}

/** Double opt-in: 'success' means a confirmation link is on its way, the same for every address. */
const subscribe = async (email: string) =>
  (await apiRequest<null>('/subscribe', { method: 'POST', body: { email }, raw: true })) as unknown as SubscribeAnswer;

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
