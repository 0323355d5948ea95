import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '../../../lib/ui-constants';
import type { Like } from '@safari/contracts/engagement';
import { useHasAuthToken } from '../../auth/hooks/use-auth-token';
import { userDataKey } from '../../auth/utils/user-data';
import { isLikedIn, type LikeTarget } from '../utils/likes';
import { userRequest } from '../../auth/utils/user-request';

/** GET /api/user/likes. */
const getLikes = async () => (await userRequest<{ likes: Like[] }>('/user/likes')).likes;

// One list answers "do I like this?" for every card on a page (a listing shows up to 100):
// one request instead of one per card. Like status is stale at once, with one retry.
export const likesQueryOptions = queryOptions({
  queryKey: userDataKey('likes'),
  queryFn: getLikes,
  staleTime: CACHE_MS.likeStatus,
  retry: 1,
});

/** Whether the signed-in traveller likes this item; like queries run only when signed in. */
export function useIsLiked(target: LikeTarget): boolean {
  const signedIn = useHasAuthToken();
  const { data } = useQuery({ ...likesQueryOptions, enabled: signedIn });
  return signedIn && isLikedIn(data, target);
}
