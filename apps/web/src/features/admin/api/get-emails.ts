import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminEmailRow } from '@safari/contracts/admin-moderation';
import { adminGet, adminKey, type ListParams, type Page } from '../utils/admin-api';

export const EMAILS_KEY = adminKey('emails');

/** GET /api/admin/emails: the outbox with status, attempts and last error. */
export const useEmails = (params: ListParams) =>
  useQuery({
    queryKey: [...EMAILS_KEY, params],
    queryFn: () => adminGet<Page<AdminEmailRow>>('/emails', params),
    placeholderData: keepPreviousData,
  });
