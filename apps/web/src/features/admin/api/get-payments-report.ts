import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MonthlyReport } from '@safari/contracts/admin-payments';
import { adminGet } from '../utils/admin-api';
import { PAYMENTS_KEY } from './get-due-payments';

/** GET /api/admin/payments/report?month=YYYY-MM: the month's money per currency and its departures' seats. */
export const usePaymentsReport = (month: string) =>
  useQuery({
    queryKey: [...PAYMENTS_KEY, 'report', month],
    queryFn: () => adminGet<MonthlyReport>('/payments/report', { month }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
