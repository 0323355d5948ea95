import type { StatementImportResult } from '@safari/contracts/admin-payments';
import { apiRequest } from '../../../lib/api-client';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { BOOKINGS_KEY } from './get-bookings';
import { PAYMENTS_KEY } from './get-due-payments';

/**
 * POST /api/admin/payments/bank-statements: a camt.053 file as the multipart field `file`. The
 * answer lists what became of each credit; recorded payments move bookings, so they refetch.
 */
export const useImportBankStatement = () =>
  useAdminMutation(
    (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiRequest<StatementImportResult>('/admin/payments/bank-statements', { method: 'POST', body });
    },
    [PAYMENTS_KEY, BOOKINGS_KEY],
  );
