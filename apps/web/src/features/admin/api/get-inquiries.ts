import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminInquiryRow } from '@safari/contracts/admin-inquiries';
import { adminGet, adminKey, type ListParams, type Page } from '../utils/admin-api';

export const INQUIRIES_KEY = adminKey('inquiries');

/** GET /api/admin/inquiries: searched, by status, overdue and assignee, paged on the server. */
export const useInquiries = (params: ListParams) =>
  useQuery({
    queryKey: [...INQUIRIES_KEY, 'list', params],
    queryFn: () => adminGet<Page<AdminInquiryRow>>('/inquiries', params),
    placeholderData: keepPreviousData,
  });
