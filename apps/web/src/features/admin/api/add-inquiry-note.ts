import type { AdminInquiryDetail } from '@safari/contracts/admin-inquiries';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { INQUIRIES_KEY } from './get-inquiries';
import { inquiryKey } from './get-inquiry';

/** POST /api/admin/inquiries/{id}/notes: an internal note, never sent to the traveller. */
export const useAddInquiryNote = (uuid: string) =>
  useAdminMutation(
    (input: { note: string }) => adminWrite<AdminInquiryDetail>('POST', `/inquiries/${uuid}/notes`, input),
    [[...INQUIRIES_KEY, 'list']],
    (detail, set) => set(inquiryKey(uuid), detail),
  );
