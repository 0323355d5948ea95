import type { QueryClient } from '@tanstack/react-query';
import { ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { ENGAGEMENT_ERRORS } from '../../../lib/account-texts';
import { apiRequest } from '../../../lib/api-client';
import { cartMutationOptions, useCartMutation } from './cart-mutation';

/** DELETE /api/cart/{id}. */
const removeCartItem = (uuid: string) => apiRequest<null>(`/cart/${encodeURIComponent(uuid)}`, { method: 'DELETE' });

const TEXTS = { success: ENGAGEMENT_SUCCESS.cartRemoved, error: ENGAGEMENT_ERRORS.cartRemove };

export const useRemoveCartItem = () => useCartMutation(removeCartItem, TEXTS);

/** The same mutation for a caller outside React's hooks (utils/cart-toggle.ts). */
export const removeCartItemOptions = (queryClient: QueryClient) => cartMutationOptions(queryClient, removeCartItem, TEXTS);
