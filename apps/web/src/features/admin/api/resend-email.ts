import type { AdminEmailRow } from '@safari/contracts/admin-moderation';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { EMAILS_KEY } from './get-emails';

/** POST /api/admin/emails/{id}/resend: a failed e-mail goes back to pending, due now. */
export const useResendEmail = () =>
  useAdminMutation((id: number) => adminWrite<AdminEmailRow>('POST', `/emails/${id}/resend`), [EMAILS_KEY]);
