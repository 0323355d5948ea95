import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminBookingRow } from '@safari/contracts/admin-bookings';
import { adminGet, adminKey, type ListParams, type Page } from '../utils/admin-api';

export const BOOKINGS_KEY = adminKey('bookings');

/** GET /api/admin/bookings: by status and kind, searched by reference, name or e-mail. */
export const useBookings = (params: ListParams) =>
  useQuery({
    queryKey: [...BOOKINGS_KEY, 'list', params],
    queryFn: () => adminGet<Page<AdminBookingRow>>('/bookings', params),
    placeholderData: keepPreviousData,
  });
