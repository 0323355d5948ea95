import { useQuery } from '@tanstack/react-query';
import type { AdminDestinationDetail } from '@safari/contracts/admin-catalogue';
import { adminGet } from '../utils/admin-api';
import { DESTINATIONS_KEY } from './get-destinations';

export const destinationKey = (uuid: string) => [...DESTINATIONS_KEY, 'detail', uuid] as const;

/** GET /api/admin/destinations/{id}: the destination as its form edits it. */
export const useAdminDestination = (uuid: string) =>
  useQuery({ queryKey: destinationKey(uuid), queryFn: () => adminGet<AdminDestinationDetail>(`/destinations/${uuid}`) });
