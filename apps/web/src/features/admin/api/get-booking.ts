import { useQuery } from '@tanstack/react-query';
import type { AdminBookingDetail } from '@safari/contracts/admin-bookings';
import { adminGet } from '../utils/admin-api';
import { BOOKINGS_KEY } from './get-bookings';

export const bookingKey = (uuid: string) => [...BOOKINGS_KEY, 'detail', uuid] as const;

/** GET /api/admin/bookings/{id}: priced lines and what the back office changed. */
export const useBooking = (uuid: string) =>
  useQuery({ queryKey: bookingKey(uuid), queryFn: () => adminGet<AdminBookingDetail>(`/bookings/${uuid}`) });
