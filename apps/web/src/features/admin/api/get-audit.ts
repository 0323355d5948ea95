import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@safari/contracts/admin';
import { adminGet, adminKey, type ListParams, type Page } from '../utils/admin-api';

export const AUDIT_KEY = adminKey('audit');

/** GET /api/admin/audit: who changed what, when, before → after. */
export const useAuditLog = (params: ListParams) =>
  useQuery({
    queryKey: [...AUDIT_KEY, params],
    queryFn: () => adminGet<Page<AuditEntry>>('/audit', params),
    placeholderData: keepPreviousData,
  });
