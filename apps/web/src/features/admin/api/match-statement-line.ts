import type { MatchLineResult } from '@safari/contracts/admin-payments';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { BOOKINGS_KEY } from './get-bookings';
import { PAYMENTS_KEY } from './get-due-payments';

/**
 * POST /api/admin/payments/unmatched/{id}/match: the credit becomes the named booking's payment,
 * which moves the booking's status: the payment lists and the bookings refetch.
 */
export const useMatchStatementLine = () =>
  useAdminMutation(
    ({ uuid, bookingReference }: { uuid: string; bookingReference: string }) =>
      adminWrite<MatchLineResult>('POST', `/payments/unmatched/${uuid}/match`, { booking_reference: bookingReference }),
    [PAYMENTS_KEY, BOOKINGS_KEY],
  );
