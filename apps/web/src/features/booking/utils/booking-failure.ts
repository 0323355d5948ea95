import { BOOKING_TEXTS } from '@safari/contracts/booking';
import { ApiError } from '../../../lib/api-client';

// Answers whose message tells the traveller what to change: a sold-out departure or too few seats
// (409), no price for the class, season and group (422), a departure withdrawn (404), a rule the
// server refused (400). Anything else (5xx, network, rate limit) gets the fixed 'Failed to book'
// text.
const ACTIONABLE = new Set([400, 404, 409, 422]);

/** Alert 'Failed to book. Please try again.', or the server's own actionable message. */
export function bookingFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && ACTIONABLE.has(error.status)) return error.message;
  return BOOKING_TEXTS.failed;
}
