import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { LIMITS } from '@safari/contracts/constants';
import { requireLogin } from '../../auth/utils/require-login';
import { addToCartOptions } from '../api/add-to-cart';
import { removeCartItemOptions } from '../api/remove-cart-item';

/**
 * What the package page's cart button does, loaded with its first pointer, focus or click
 * (decision 0035): 'Login Required' for an anonymous visitor, else add the package
 * (quantity 1) or remove its line. Resolves when the write is over, so the button can stay busy.
 * @public (loaded lazily)
 */
export async function toggleCartOrLogin(
  queryClient: QueryClient,
  navigate: NavigateFunction,
  returnTo: string,
  trip: { tripUuid: string; lineUuid: string | undefined },
): Promise<void> {
  if (!requireLogin(navigate, returnTo)) return;
  // Failures are toasted by the options' onError.
  const done = trip.lineUuid
    ? new MutationObserver(queryClient, removeCartItemOptions(queryClient)).mutate(trip.lineUuid)
    : new MutationObserver(queryClient, addToCartOptions(queryClient)).mutate({
        cartable_type: 'trip',
        cartable_uuid: trip.tripUuid,
        quantity: LIMITS.addToCartQuantity,
      });
  await done.catch(() => undefined);
}
