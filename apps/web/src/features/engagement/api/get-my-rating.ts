import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemType, Rating } from '@safari/contracts/engagement';
import { userDataKey } from '../../auth/utils/user-data';
import { userRequest } from '../../auth/utils/user-request';

/** GET /api/user/rating?type=&uuid=: my rating of one item, or null (prefills the dialog). */
const getMyRating = async (type: ItemType, uuid: string) =>
  (await userRequest<{ rating: Rating | null }>('/user/rating', { type, uuid })).rating;

const myRatingQueryOptions = (type: ItemType, uuid: string) =>
  queryOptions({ queryKey: userDataKey('rating', type, uuid), queryFn: () => getMyRating(type, uuid), staleTime: 0 });

export const useMyRating = (type: ItemType, uuid: string) => useQuery(myRatingQueryOptions(type, uuid));
