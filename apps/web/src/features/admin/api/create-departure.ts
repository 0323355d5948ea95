import type { z } from 'zod';
import type { AdminDeparture, departureCreateInput } from '@safari/contracts/admin-bookings';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { DEPARTURES_KEY } from './get-departures';
import { TRIPS_KEY } from './get-trips';

/** POST /api/admin/trips/{id}/departures: open a departure with its seats. */
export const useCreateDeparture = (tripUuid: string) =>
  useAdminMutation(
    (input: z.output<typeof departureCreateInput>) => adminWrite<AdminDeparture>('POST', `/trips/${tripUuid}/departures`, input),
    [DEPARTURES_KEY, TRIPS_KEY],
  );
