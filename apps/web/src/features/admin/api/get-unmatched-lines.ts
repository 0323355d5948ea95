import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UnmatchedLine } from '@safari/contracts/admin-payments';
import { adminGet, type ListParams, type Page } from '../utils/admin-api';
import { PAYMENTS_KEY } from './get-due-payments';

/** GET /api/admin/payments/unmatched: statement credits no booking claimed, to match by hand. */
export const useUnmatchedLines = (params: ListParams) =>
  useQuery({
    queryKey: [...PAYMENTS_KEY, 'unmatched', params],
    queryFn: () => adminGet<Page<UnmatchedLine>>('/payments/unmatched', params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
