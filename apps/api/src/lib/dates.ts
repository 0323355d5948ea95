// Calendar dates travel as 'yyyy-MM-dd' strings and are compared as strings (the format
// sorts like the dates it names). Nothing here turns such a string into a Date, which
// would land at midnight UTC and read as the previous day west of Greenwich.

const pad = (n: number) => String(n).padStart(2, '0');

/** Today on the server's own calendar (its local time zone), as yyyy-MM-dd. */
export function todayIsoDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The calendar date `days` after `isoDate` (negative: before), as yyyy-MM-dd. */
export function addDaysIsoDate(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
