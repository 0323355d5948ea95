import { ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { ENGAGEMENT_ERRORS } from '../../../lib/account-texts';
import { apiRequest } from '../../../lib/api-client';
import { useCartMutation } from './cart-mutation';

/** DELETE /api/user/cart/clear. */
const clearCart = () => apiRequest<null>('/user/cart/clear', { method: 'DELETE' });

export const useClearCart = () =>
  useCartMutation(clearCart, { success: ENGAGEMENT_SUCCESS.cartCleared, error: ENGAGEMENT_ERRORS.cartClear });
