import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '../../../lib/ui-constants';
import type { CartData } from '@safari/contracts/engagement';
import { useHasAuthToken } from '../../auth/hooks/use-auth-token';
import { userDataKey } from '../../auth/utils/user-data';
import { userRequest } from '../../auth/utils/user-request';

/** GET /api/user/cart: the lines priced by the server from the catalogue, in USD, with the total. */
const getCart = () => userRequest<CartData>('/user/cart');

// The cart is fresh for 30 s and not refetched on window focus.
export const cartQueryOptions = queryOptions({
  queryKey: userDataKey('cart'),
  queryFn: getCart,
  staleTime: CACHE_MS.cart,
  refetchOnWindowFocus: false,
});

/** The signed-in traveller's cart; cart queries run only when signed in. */
export function useCart() {
  const signedIn = useHasAuthToken();
  return useQuery({ ...cartQueryOptions, enabled: signedIn });
}
