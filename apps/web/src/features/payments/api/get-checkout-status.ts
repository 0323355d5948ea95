import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutStatus } from '@safari/contracts/payments/instructions';
import { ApiError, apiData } from '../../../lib/api-client';

/** How often the return page asks, and for how long, before it says the e-mail receipt will follow. */
export const CHECKOUT_POLL = { intervalMs: 2000, giveUpAfterMs: 2 * 60 * 1000 } as const;

const getCheckoutStatus = async (sessionId: string) =>
  (await apiData<{ status: CheckoutStatus }>('/payments/checkout-status', { query: { session_id: sessionId } })).status;

/** Never cached: the answer changes once, when Stripe's webhook has recorded the payment. */
const checkoutStatusQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['payments', 'checkout-status', sessionId],
    queryFn: () => getCheckoutStatus(sessionId),
    staleTime: 0,
  });

/** A 4xx (a session id that is not one, card payments off) will not change on a second try. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Asks every 2 s until the payment is recorded, the API refuses the session, or `polling` turns false. */
export const useCheckoutStatus = (sessionId: string, polling: boolean) =>
  useQuery({
    ...checkoutStatusQueryOptions(sessionId),
    enabled: sessionId !== '',
    retry: (failureCount, error) => !refused(error) && failureCount < 1,
    refetchInterval: (query) => (polling && query.state.data !== 'paid' && !refused(query.state.error) ? CHECKOUT_POLL.intervalMs : false),
  });
