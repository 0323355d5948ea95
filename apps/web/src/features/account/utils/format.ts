const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** 'November 2026' from an ISO timestamp; the raw text if it is not one. */
export function memberSince(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : monthYear.format(date);
}

/** '23 Nov 2026' from an ISO timestamp (when something was booked or rated). */
export function formatTimestamp(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : dayMonthYear.format(date);
}
