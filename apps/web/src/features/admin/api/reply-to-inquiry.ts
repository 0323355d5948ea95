import type { AdminInquiryDetail, InquiryReplyInput } from '@safari/contracts/admin-inquiries';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { INQUIRIES_KEY } from './get-inquiries';
import { inquiryKey } from './get-inquiry';

/** POST /api/admin/inquiries/{id}/replies: e-mailed to the traveller through the outbox, kept in the history. */
export const useReplyToInquiry = (uuid: string) =>
  useAdminMutation(
    (input: InquiryReplyInput) => adminWrite<AdminInquiryDetail>('POST', `/inquiries/${uuid}/replies`, input),
    [[...INQUIRIES_KEY, 'list']],
    (detail, set) => set(inquiryKey(uuid), detail),
  );
