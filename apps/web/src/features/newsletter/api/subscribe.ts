import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** SPEC §7: POST /subscribe answers `status` ('success' expected) and `message`, not our envelope. */
interface SubscribeAnswer {
  status: string;
  message?: string;
}

/** Double opt-in: 'success' means a confirmation link is on its way, the same for every address. */
const subscribe = (email: string) => apiJson<SubscribeAnswer>('/subscribe', { method: 'POST', body: { email } });

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
