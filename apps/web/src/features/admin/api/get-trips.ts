import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminTripRow } from '@safari/contracts/admin-catalogue';
import { adminGet, adminKey, type ListParams, type Page } from '../utils/admin-api';

export const TRIPS_KEY = adminKey('trips');

/** GET /api/admin/trips: drafts included, searched, by status and type. */
export const useAdminTrips = (params: ListParams) =>
  useQuery({
    queryKey: [...TRIPS_KEY, 'list', params],
    queryFn: () => adminGet<Page<AdminTripRow>>('/trips', params),
    placeholderData: keepPreviousData,
  });
