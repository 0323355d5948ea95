import { ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { ENGAGEMENT_ERRORS } from '../../../lib/account-texts';
import { apiRequest } from '../../../lib/api-client';
import { useCartMutation } from './cart-mutation';

interface UpdateCartItemInput {
  uuid: string;
  quantity: number;
  start_date: string | null;
  end_date: string | null;
}

/** PUT /api/cart/{id} {quantity, start_date, end_date}. */
const updateCartItem = ({ uuid, ...body }: UpdateCartItemInput) =>
  apiRequest<null>(`/cart/${encodeURIComponent(uuid)}`, { method: 'PUT', body });

export const useUpdateCartItem = () =>
  useCartMutation(updateCartItem, { success: ENGAGEMENT_SUCCESS.cartUpdated, error: ENGAGEMENT_ERRORS.cartUpdate });
