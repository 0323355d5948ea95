import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@safari/contracts/admin';
import { adminGet, adminKey, type ListParams, type Page } from '../utils/admin-api';

export const STAFF_KEY = adminKey('staff');

/** GET /api/admin/staff: operators and administrators (assignees, and the staff screen). */
export const useStaff = (params: ListParams) =>
  useQuery({
    queryKey: [...STAFF_KEY, params],
    queryFn: () => adminGet<Page<StaffMember>>('/staff', params),
    placeholderData: keepPreviousData,
  });
