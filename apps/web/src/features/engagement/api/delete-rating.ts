import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { ENGAGEMENT_ERRORS } from '../../../lib/account-texts';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { refreshUserData } from '../../auth/utils/user-data';

/** DELETE /api/ratings/{id}. */
const deleteRating = (uuid: string) => apiRequest<null>(`/ratings/${encodeURIComponent(uuid)}`, { method: 'DELETE' });

export function useDeleteRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRating,
    onSuccess: (answer) => toast.success(answer.message || ENGAGEMENT_SUCCESS.ratingDeleted),
    onError: (error) => toast.error(errorMessage(error, ENGAGEMENT_ERRORS.ratingDelete)),
    onSettled: () => refreshUserData(queryClient),
  });
}
