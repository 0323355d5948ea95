import type { AdminInquiryDetail, InquiryStatus } from '@safari/contracts/admin-inquiries';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { INQUIRIES_KEY } from './get-inquiries';
import { inquiryKey } from './get-inquiry';

/** PUT /api/admin/inquiries/{id}/status: move the inquiry on (new, in progress, proposal sent, won, lost). */
export const useChangeInquiryStatus = (uuid: string) =>
  useAdminMutation(
    (input: { status: InquiryStatus }) => adminWrite<AdminInquiryDetail>('PUT', `/inquiries/${uuid}/status`, input),
    [[...INQUIRIES_KEY, 'list']],
    (detail, set) => set(inquiryKey(uuid), detail),
  );
