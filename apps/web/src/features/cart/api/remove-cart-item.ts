import { ENGAGEMENT_ERRORS, ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { apiRequest } from '../../../lib/api-client';
import { useCartMutation } from './cart-mutation';

/** DELETE /api/cart/{id}. */
const removeCartItem = (uuid: string) => apiRequest<null>(`/cart/${encodeURIComponent(uuid)}`, { method: 'DELETE' });

export const useRemoveCartItem = () =>
  useCartMutation(removeCartItem, { success: ENGAGEMENT_SUCCESS.cartRemoved, error: ENGAGEMENT_ERRORS.cartRemove });
