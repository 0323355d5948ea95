// Date-only values for both sides (docs/product.md#operator-calendar). A calendar date
// travels as a 'yyyy-MM-dd' string and is compared as a string (the format sorts like the
// dates it names). Nothing here turns such a string into a Date at local midnight, or a
// Date into a string through toISOString(): both shift a date by a day somewhere on Earth.
// "Today" is always the operator's today, reckoned in OPERATOR_TIME_ZONE, so a visitor in
// Los Angeles and the server in Dar es Salaam agree on which start dates are allowed.
// zod-free: the storefront imports it in its first bundle.

export const DEFAULT_OPERATOR_TIME_ZONE = 'Africa/Dar_es_Salaam';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** True for a real calendar date written yyyy-MM-dd (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for a valid IANA time zone name this runtime knows ('Africa/Dar_es_Salaam'). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// One formatter per time zone: building an Intl.DateTimeFormat costs a quarter of a millisecond,
// and the server asks for today on every booking.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of the instant `now` in `timeZone`, as yyyy-MM-dd. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return `${pad(part('year'), 4)}-${pad(part('month'))}-${pad(part('day'))}`;
}

/** The calendar date `days` after `iso` (negative: before). Arithmetic in UTC, so DST never matters. */
export function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

type Season = 'high' | 'low';

/** High season runs July to December (months 7–12), Low otherwise. */
export function seasonOf(iso: string): Season {
  const month = Number(iso.slice(5, 7));
  return month >= 7 && month <= 12 ? 'high' : 'low';
}

/** '2026-12-12' → '12 Dec 2026', straight from the string's parts. */
export function formatIsoDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? ''} ${match[1]}`;
}

/** '12 Dec 2026 – 19 Dec 2026'. */
export function formatIsoRange(from: string, to: string): string {
  return `${formatIsoDate(from)} – ${formatIsoDate(to)}`;
}
