// CSV files for spreadsheets (passenger lists, newsletter exports). Every cell is text a
// traveller typed, and a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage
// return) as a formula: "=HYPERLINK(…)" in a name field would run on the operator's machine.
// Such cells get a leading apostrophe (OWASP's advice), which spreadsheets show as text.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRow = (cells: Array<string | number | null | undefined>) => `${cells.map(csvCell).join(',')}\r\n`;

/** A byte-order mark first: Excel then reads the file as UTF-8 (names with accents stay whole). */
export const CSV_START = '\ufeff';

/** A download name without anything a header or a file system would choke on. */
export const csvFileName = (name: string) => `${name.replace(/[^\w.-]+/g, '-').slice(0, 100)}.csv`;
