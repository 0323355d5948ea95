import type { AdminBookingDetail, LedgerEntryInput } from '@safari/contracts/admin-bookings';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { BOOKINGS_KEY } from './get-bookings';
import { bookingKey } from './get-booking';

/**
 * POST /api/admin/bookings/{id}/payments: a payment received or a refund made by hand. The
 * ledger moves the status (deposit paid, paid in full), so the bookings list refetches too; the
 * answer is the updated booking.
 */
export const useRecordBookingPayment = (uuid: string) =>
  useAdminMutation(
    (input: LedgerEntryInput) => adminWrite<AdminBookingDetail>('POST', `/bookings/${uuid}/payments`, input),
    [[...BOOKINGS_KEY, 'list']],
    (detail, set) => set(bookingKey(uuid), detail),
  );
