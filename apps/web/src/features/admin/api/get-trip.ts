import { useQuery } from '@tanstack/react-query';
import type { AdminTripDetail } from '@safari/contracts/admin-catalogue';
import { adminGet } from '../utils/admin-api';
import { TRIPS_KEY } from './get-trips';

export const tripKey = (uuid: string) => [...TRIPS_KEY, 'detail', uuid] as const;

/** GET /api/admin/trips/{id}: the trip as its form edits it. */
export const useAdminTrip = (uuid: string) =>
  useQuery({ queryKey: tripKey(uuid), queryFn: () => adminGet<AdminTripDetail>(`/trips/${uuid}`) });
