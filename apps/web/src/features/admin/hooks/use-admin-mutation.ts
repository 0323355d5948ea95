import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@safari/contracts/envelope';
import { adminKey } from '../utils/admin-api';

/**
 * A back-office write: on success, the queries it changed refetch (each endpoint file says
 * which), and the dashboard's counts with them. `onData` may put the answer in the cache first
 * (most writes answer the changed record), so the screen shows it without another request.
 */
export function useAdminMutation<Input, Data>(
  mutationFn: (input: Input) => Promise<SuccessEnvelope<Data>>,
  invalidates: readonly QueryKey[],
  onData?: (data: Data, set: (key: QueryKey, value: Data) => void) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (envelope) => {
      onData?.(envelope.data, (key, value) => queryClient.setQueryData(key, value));
      await Promise.all([...invalidates, adminKey('dashboard')].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
