// The operator's today, as contracts' todayIn reckons it, with one formatter per time zone:
// todayIn builds an Intl.DateTimeFormat on every call, a quarter of a millisecond of CPU per
// booking under load. (Worth doing in contracts/calendar.ts itself; then this goes.)
const todayFormats = new Map<string, Intl.DateTimeFormat>();
export function operatorToday(timeZone: string): string {
  let format = todayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    todayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
