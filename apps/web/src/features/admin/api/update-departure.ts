import type { z } from 'zod';
import type { AdminDeparture, departureUpdateInput } from '@safari/contracts/admin-bookings';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { DEPARTURES_KEY } from './get-departures';
import { TRIPS_KEY } from './get-trips';

/** PATCH /api/admin/departures/{id}: date (none booked yet), seats (not below those sold), price, close or reopen. */
export const useUpdateDeparture = () =>
  useAdminMutation(
    ({ uuid, ...input }: z.output<typeof departureUpdateInput> & { uuid: string }) =>
      adminWrite<AdminDeparture>('PATCH', `/departures/${uuid}`, input),
    [DEPARTURES_KEY, TRIPS_KEY],
  );
