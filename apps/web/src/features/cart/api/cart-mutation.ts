import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@safari/contracts/envelope';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { refreshUserData } from '../../auth/utils/user-data';

/**
 * What every cart write does afterwards: a toast (the server's message or the default) and a
 * refresh of the traveller's data — the cart here, the header badge and the dashboard's figures all
 * read it.
 */
export function cartMutationOptions<Input>(
  queryClient: QueryClient,
  mutationFn: (input: Input) => Promise<SuccessEnvelope<unknown>>,
  texts: { success: string; error: string },
) {
  return {
    mutationFn,
    onSuccess: (answer: SuccessEnvelope<unknown>) => toast.success(answer.message || texts.success),
    onError: (error: unknown) => toast.error(errorMessage(error, texts.error)),
    onSettled: () => refreshUserData(queryClient),
  };
}

export function useCartMutation<Input>(
  mutationFn: (input: Input) => Promise<SuccessEnvelope<unknown>>,
  texts: { success: string; error: string },
) {
  return useMutation(cartMutationOptions(useQueryClient(), mutationFn, texts));
}
