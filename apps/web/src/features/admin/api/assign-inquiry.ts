import type { AdminInquiryDetail } from '@safari/contracts/admin-inquiries';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { INQUIRIES_KEY } from './get-inquiries';
import { inquiryKey } from './get-inquiry';

/** PUT /api/admin/inquiries/{id}/assignee: a staff member's uuid, or null for nobody. */
export const useAssignInquiry = (uuid: string) =>
  useAdminMutation(
    (input: { assignee: string | null }) => adminWrite<AdminInquiryDetail>('PUT', `/inquiries/${uuid}/assignee`, input),
    [[...INQUIRIES_KEY, 'list']],
    (detail, set) => set(inquiryKey(uuid), detail),
  );
