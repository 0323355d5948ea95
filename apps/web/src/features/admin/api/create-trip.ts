import type { AdminTripDetail, TripCreateInput } from '@safari/contracts/admin-catalogue';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { TRIPS_KEY } from './get-trips';

/** POST /api/admin/trips: a new trip, a draft unless published. */
export const useCreateTrip = () =>
  useAdminMutation((input: TripCreateInput) => adminWrite<AdminTripDetail>('POST', '/trips', input), [TRIPS_KEY]);
