import type { AdminTripDetail, TripUpdateInput } from '@safari/contracts/admin-catalogue';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { tripKey } from './get-trip';
import { TRIPS_KEY } from './get-trips';

/** PATCH /api/admin/trips/{id}: only the fields sent change; the storefront shows it at once. */
export const useUpdateTrip = (uuid: string) =>
  useAdminMutation(
    (input: TripUpdateInput) => adminWrite<AdminTripDetail>('PATCH', `/trips/${uuid}`, input),
    [[...TRIPS_KEY, 'list']],
    (detail, set) => set(tripKey(uuid), detail),
  );
