import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Like } from '@safari/contracts/engagement';
import { ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { ENGAGEMENT_ERRORS } from '../../../lib/account-texts';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { refreshUserData } from '../../auth/utils/user-data';
import { toggledLikes, type LikeTarget } from '../utils/likes';
import { likesQueryOptions } from './get-likes';

/** POST /api/toggle_like {likeable_type, likeable_uuid}. */
const toggleLike = ({ type, uuid }: LikeTarget) =>
  apiRequest<{ is_liked: boolean }>('/toggle_like', { method: 'POST', body: { likeable_type: type, likeable_uuid: uuid } });

/**
 * Flips at once, rolls back on error, refetches afterwards; a toast either way. The
 * options alone too: the like button runs them on its first click (utils/like-action.ts),
 * so the mutation code is not in a page's first download.
 */
export function likeMutationOptions(queryClient: QueryClient) {
  const key = likesQueryOptions.queryKey;
  return {
    mutationFn: toggleLike,
    onMutate: async (target: LikeTarget) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (likes: Like[] | undefined) => toggledLikes(likes ?? [], target));
      return { previous };
    },
    onError: (error: unknown, _target: LikeTarget, context: { previous: Like[] | undefined } | undefined) => {
      queryClient.setQueryData(key, context?.previous ?? []);
      toast.error(errorMessage(error, ENGAGEMENT_ERRORS.like));
    },
    onSuccess: (answer: Awaited<ReturnType<typeof toggleLike>>) => toast.success(answer.message || ENGAGEMENT_SUCCESS.liked),
    onSettled: () => refreshUserData(queryClient),
  };
}

export function useToggleLike() {
  return useMutation(likeMutationOptions(useQueryClient()));
}
