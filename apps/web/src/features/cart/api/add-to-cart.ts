import type { QueryClient } from '@tanstack/react-query';
import type { AddToCartInput } from '@safari/contracts/engagement';
import { ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { ENGAGEMENT_ERRORS } from '../../../lib/account-texts';
import { apiRequest } from '../../../lib/api-client';
import { cartMutationOptions } from './cart-mutation';

/** POST /api/cart/add {cartable_type, cartable_uuid, quantity (1), start_date, end_date}. */
const addToCart = (input: AddToCartInput) => apiRequest<null>('/cart/add', { method: 'POST', body: input });

const TEXTS = { success: ENGAGEMENT_SUCCESS.cartAdded, error: ENGAGEMENT_ERRORS.cartAdd };

/** For the cart button's first click, outside React's hooks (utils/cart-toggle.ts, decision 0035). */
export const addToCartOptions = (queryClient: QueryClient) => cartMutationOptions(queryClient, addToCart, TEXTS);
