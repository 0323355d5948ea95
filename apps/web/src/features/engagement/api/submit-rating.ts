import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRatingInput } from '@safari/contracts/engagement';
import { ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { ENGAGEMENT_ERRORS } from '../../../lib/account-texts';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { refreshUserData } from '../../auth/utils/user-data';

/** POST /api/submit_rating: creates my rating of the item, or updates the one I gave (one each). */
const submitRating = (input: SubmitRatingInput) => apiRequest<{ uuid: string }>('/submit_rating', { method: 'POST', body: input });

export function useSubmitRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRating,
    onSuccess: (answer) => toast.success(answer.message || ENGAGEMENT_SUCCESS.ratingSubmitted),
    onError: (error) => toast.error(errorMessage(error, ENGAGEMENT_ERRORS.ratingSubmit)),
    // My rating, my ratings list and the dashboard all live under the traveller's scope.
    onSettled: () => refreshUserData(queryClient),
  });
}
