import { ENGAGEMENT_ERRORS, ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { apiRequest } from '../../../lib/api-client';
import { useCartMutation } from './cart-mutation';

/** DELETE /api/user/cart/clear. */
const clearCart = () => apiRequest<null>('/user/cart/clear', { method: 'DELETE' });

export const useClearCart = () =>
  useCartMutation(clearCart, { success: ENGAGEMENT_SUCCESS.cartCleared, error: ENGAGEMENT_ERRORS.cartClear });
