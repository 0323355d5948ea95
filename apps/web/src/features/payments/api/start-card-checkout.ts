import { useMutation } from '@tanstack/react-query';
import type { CardCheckoutAnswer, CardCheckoutInput } from '@safari/contracts/payments/instructions';
import { apiData } from '../../../lib/api-client';

/** POST /api/payments/card-checkout: Stripe's payment page for what the booking owes now. */
const startCardCheckout = (input: CardCheckoutInput) =>
  apiData<CardCheckoutAnswer>('/payments/card-checkout', { method: 'POST', body: input });

export const useStartCardCheckout = () => useMutation({ mutationFn: startCardCheckout });
