import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReceivedEntriesPage } from '@safari/contracts/admin-payments';
import { adminGet, type ListParams } from '../utils/admin-api';
import { PAYMENTS_KEY } from './get-due-payments';

/** GET /api/admin/payments/received: payments and refunds, newest first, with the totals per currency. */
export const useReceivedPayments = (params: ListParams) =>
  useQuery({
    queryKey: [...PAYMENTS_KEY, 'received', params],
    queryFn: () => adminGet<ReceivedEntriesPage>('/payments/received', params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
