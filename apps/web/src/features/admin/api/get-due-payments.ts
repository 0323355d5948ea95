import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DueBookingsPage } from '@safari/contracts/admin-payments';
import { adminGet, adminKey, type ListParams } from '../utils/admin-api';

/**
 * Every query of the Payments screen starts with this key: an import or a match refreshes them
 * all. They are never taken from the cache without asking again (staleTime 0): a payment staff
 * record on a booking's screen changes what is due and received here.
 */
export const PAYMENTS_KEY = adminKey('payments');

/** GET /api/admin/payments/due: open bookings with what they owe now, overdue first. */
export const useDuePayments = (params: ListParams) =>
  useQuery({
    queryKey: [...PAYMENTS_KEY, 'due', params],
    queryFn: () => adminGet<DueBookingsPage>('/payments/due', params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
