import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InquiryInput } from '@safari/contracts/inquiry';
import { apiData } from '../../../lib/api-client';
import { refreshUserData } from '../../auth/utils/user-data';

interface InquiryReceipt {
  uuid: string;
  reference: string;
}

/** POST /api/save-inquiry: stored, e-mailed to the operator and confirmed to the traveller. */
const saveInquiry = (body: InquiryInput) => apiData<InquiryReceipt>('/save-inquiry', { method: 'POST', body });

export function useSaveInquiry() {
  const queryClient = useQueryClient();
  // SPEC §4 "inquiries data refreshed": a signed-in traveller's inquiry belongs to their own data.
  return useMutation({ mutationFn: saveInquiry, onSuccess: () => refreshUserData(queryClient) });
}
