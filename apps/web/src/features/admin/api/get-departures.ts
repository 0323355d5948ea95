import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDeparture } from '@safari/contracts/admin-bookings';
import { adminGet, adminKey, type ListParams, type Page } from '../utils/admin-api';

export const DEPARTURES_KEY = adminKey('departures');

/** GET /api/admin/trips/{id}/departures: upcoming by default, with seats sold and left. */
export const useDepartures = (tripUuid: string, params: ListParams) =>
  useQuery({
    queryKey: [...DEPARTURES_KEY, tripUuid, params],
    queryFn: () => adminGet<Page<AdminDeparture>>(`/trips/${tripUuid}/departures`, params),
    placeholderData: keepPreviousData,
  });
