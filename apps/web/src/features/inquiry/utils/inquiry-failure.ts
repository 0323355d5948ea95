import { INQUIRY_TEXTS } from '../data/inquiry-texts';
import { ApiError } from '../../../lib/api-client';

/** The server's message, 'Network error occurred' without an answer, else 'Failed to submit inquiry'. */
export function inquiryFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return INQUIRY_TEXTS.network;
  if (error instanceof ApiError && error.fromServer && error.message) return error.message;
  return INQUIRY_TEXTS.failed;
}
