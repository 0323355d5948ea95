import type { z } from 'zod';
import type { AdminBookingDetail, bookingStatusInput } from '@safari/contracts/admin-bookings';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminKey, adminWrite } from '../utils/admin-api';
import { BOOKINGS_KEY } from './get-bookings';
import { bookingKey } from './get-booking';

/** The steps staff take by hand (completed, cancelled); the payment steps follow the ledger. */
export type ManualBookingStatus = z.input<typeof bookingStatusInput>['status'];

/**
 * PUT /api/admin/bookings/{id}/status: e-mails the traveller; a cancellation gives the seats
 * back to the departure, so the departures' figures refetch too.
 */
export const useChangeBookingStatus = (uuid: string) =>
  useAdminMutation(
    (input: z.input<typeof bookingStatusInput>) => adminWrite<AdminBookingDetail>('PUT', `/bookings/${uuid}/status`, input),
    [[...BOOKINGS_KEY, 'list'], adminKey('departures')],
    (detail, set) => set(bookingKey(uuid), detail),
  );
