/** How long a session lives: 30 days with 'Remember me', a day without. */
const SESSION_DAYS = { remembered: 30, default: 1 } as const;
/** Staff sign in for a working day at most: a back-office session is worth more to a thief. */
const STAFF_SESSION_HOURS = 8;
export const RESET_LINK_MINUTES = 60;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

const HOUR = 3600_000;

export function sessionExpiry(role: string, remember: boolean, now = Date.now()): Date {
  if (role !== 'traveller') return new Date(now + STAFF_SESSION_HOURS * HOUR);
  return new Date(now + (remember ? SESSION_DAYS.remembered : SESSION_DAYS.default) * 24 * HOUR);
}
