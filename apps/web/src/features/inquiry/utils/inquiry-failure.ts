import { INQUIRY_TEXTS } from '@safari/contracts/inquiry-rules';
import { ApiError } from '../../../lib/api-client';

/** SPEC §8: the server's message, 'Network error occurred' without an answer, else 'Failed to submit inquiry'. */
export function inquiryFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return INQUIRY_TEXTS.network;
  if (error instanceof ApiError && error.fromServer && error.message) return error.message;
  return INQUIRY_TEXTS.failed;
}
