import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { ENGAGEMENT_ERRORS } from '../../../lib/account-texts';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { refreshUserData } from '../../auth/utils/user-data';

interface UpdateRatingInput {
  uuid: string;
  rating: number;
  comment: string;
}

/** PUT /api/ratings/{id} {rating, comment}. */
const updateRating = ({ uuid, ...body }: UpdateRatingInput) =>
  apiRequest<null>(`/ratings/${encodeURIComponent(uuid)}`, { method: 'PUT', body });

export function useUpdateRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRating,
    onSuccess: (answer) => toast.success(answer.message || ENGAGEMENT_SUCCESS.ratingUpdated),
    onError: (error) => toast.error(errorMessage(error, ENGAGEMENT_ERRORS.ratingUpdate)),
    onSettled: () => refreshUserData(queryClient),
  });
}
