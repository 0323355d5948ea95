import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDestinationRow } from '@safari/contracts/admin-catalogue';
import { adminGet, adminKey, type ListParams, type Page } from '../utils/admin-api';

export const DESTINATIONS_KEY = adminKey('destinations');

/** GET /api/admin/destinations: searched, active or not. */
export const useAdminDestinations = (params: ListParams) =>
  useQuery({
    queryKey: [...DESTINATIONS_KEY, 'list', params],
    queryFn: () => adminGet<Page<AdminDestinationRow>>('/destinations', params),
    placeholderData: keepPreviousData,
  });
