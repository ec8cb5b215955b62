/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP's CSV injection list); text that
 * already starts with an apostrophe gets one too, so the catalogue import takes exactly one off (decision 0070).
 */
const FORMULA_START = /^[=+\-@\t\r']/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text that a spreadsheet would read
 * as a formula gets a leading apostrophe, so a name or PO number typed by a customer can never run in the
 * accountant's spreadsheet. Numbers are written as they are (a negative amount is a number, not a formula).
 */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, ended by CRLF as RFC 4180 has it. */
export function csvRow(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Cents as a plain decimal amount ("1234.50"): what a spreadsheet sums, without a currency sign. */
export function csvAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
