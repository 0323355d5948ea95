import type { QueryClient } from '@tanstack/react-query';
import type { InquiryInput } from '@safari/contracts/inquiry';
import { apiData } from '../../../lib/api-client';
import { refreshUserData } from '../../auth/utils/user-data';

interface InquiryReceipt {
  uuid: string;
  reference: string;
}

/**
 * POST /api/save-inquiry: stored, e-mailed to the operator and confirmed to the traveller.
 * A plain call rather than useMutation (decision 0035): the form keeps its own 'Submitting...'
 * state, and the contact page's first download does without the mutation observer.
 */
export async function saveInquiry(queryClient: QueryClient, body: InquiryInput): Promise<InquiryReceipt> {
  const receipt = await apiData<InquiryReceipt>('/save-inquiry', { method: 'POST', body });
  // Refresh the traveller's data: a signed-in traveller's inquiry belongs to their own data.
  void refreshUserData(queryClient);
  return receipt;
}
