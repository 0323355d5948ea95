import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@safari/contracts/admin';
import { adminGet, adminKey } from '../utils/admin-api';

/** GET /api/admin/dashboard: what is waiting for the operator. */
export const useAdminDashboard = () => useQuery({ queryKey: adminKey('dashboard'), queryFn: () => adminGet<AdminDashboard>('/dashboard') });
