import { MESSAGES } from '../messages';
import { parseOrderQuantity } from './quantity-rules';

/** The most rows one quick order may carry (a cart holds at most this many parts, too). */
export const QUICK_ORDER_MAX_ROWS = 200;
/** Room for 200 rows of long part numbers and quantities; more is no list of parts. */
export const QUICK_ORDER_MAX_CHARACTERS = 20_000;

/**
 * One row of a quick order as the buyer wrote it. The same part number on several lines is one row (found
 * whatever the letter case), its quantities added up: `line` is where it first appears, `alsoOnLines` the others.
 * `problem` says why the row cannot be read (no part number, no whole quantity); `quantity` is null then.
 */
export interface QuickOrderRow {
  line: number;
  alsoOnLines: number[];
  partNumber: string;
  quantity: number | null;
  problem: string | null;
}

/** The rows, or why the whole text is refused (too long, too many rows, nothing in it). */
export type QuickOrderParse = { rows: QuickOrderRow[]; refusal: null } | { rows: null; refusal: string };

const SEPARATORS = new Set([',', ';', '\t']);
const HEADER_PART = /^part[\s_-]*(number|no\.?|#)?$/;
const HEADER_QUANTITY = /^(quantity|qty)$/;

/** Whether a line separates its fields with commas, semicolons or tabs outside quotes; else spaces do. */
function hasSeparator(line: string): boolean {
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && SEPARATORS.has(char)) return true;
  }
  return false;
}

/**
 * The fields of one line: split at commas, semicolons or tabs outside double quotes ("" inside quotes is one
 * quote, as CSV writes it), or at runs of spaces when the line has none of them. Trailing empty fields (a
 * spreadsheet's empty columns) are dropped.
 */
function fieldsOf(line: string): string[] {
  const separated = hasSeparator(line);
  const separates = separated ? (char: string) => SEPARATORS.has(char) : (char: string) => /\s/.test(char);
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < line.length; at++) {
    const char = line[at] as string;
    if (quoted) {
      if (char === '"' && line[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (separates(char)) {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  fields.push(field.trim());
  // Spaces around fields are no fields of their own.
  const kept = separated ? fields : fields.filter((each) => each !== '');
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  return kept;
}

function isHeader(fields: string[]): boolean {
  const [part, quantity] = fields.map((field) => field.toLowerCase());
  return fields.length === 2 && HEADER_PART.test(part ?? '') && HEADER_QUANTITY.test(quantity ?? '');
}

/** One line's row: its part number and quantity, or the problem that stops it being read. */
function rowOf(fields: string[], line: number): QuickOrderRow {
  const [partNumber = '', quantityText = ''] = fields;
  const row = { line, alsoOnLines: [], partNumber, quantity: null };
  if (fields.length > 2) return { ...row, problem: MESSAGES.quickOrderRowShape };
  if (partNumber === '') return { ...row, problem: MESSAGES.quickOrderPartNumberMissing };
  if (quantityText === '') return { ...row, problem: MESSAGES.quickOrderQuantityMissing };
  const quantity = parseOrderQuantity(quantityText);
  if (quantity === null) return { ...row, problem: MESSAGES.quickOrderQuantityNotWhole };
  if (quantity < 1) return { ...row, problem: MESSAGES.quickOrderQuantityBelowOne };
  return { ...row, quantity, problem: null };
}

/**
 * Reads a quick order: pasted lines or a CSV file's text, one row per non-blank line of `part number, quantity`
 * (decision 0054). A byte order mark and a first line that names the columns are skipped. Never throws.
 */
export function parseQuickOrder(text: string): QuickOrderParse {
  if (text.length > QUICK_ORDER_MAX_CHARACTERS)
    return { rows: null, refusal: MESSAGES.quickOrderTooLong(QUICK_ORDER_MAX_CHARACTERS) };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const parsed: QuickOrderRow[] = [];
  lines.forEach((content, index) => {
    const fields = fieldsOf(content);
    if (fields.length === 0) return;
    if (parsed.length === 0 && isHeader(fields)) return;
    parsed.push(rowOf(fields, index + 1));
  });
  if (parsed.length === 0) return { rows: null, refusal: MESSAGES.quickOrderEmpty };
  if (parsed.length > QUICK_ORDER_MAX_ROWS)
    return { rows: null, refusal: MESSAGES.quickOrderTooManyRows(QUICK_ORDER_MAX_ROWS, parsed.length) };
  return { rows: addUpRepeats(parsed), refusal: null };
}

/** A part number written again adds its quantity to its first row; a row that cannot be read stays on its own. */
function addUpRepeats(rows: QuickOrderRow[]): QuickOrderRow[] {
  const firstRows = new Map<string, QuickOrderRow>();
  const result: QuickOrderRow[] = [];
  for (const row of rows) {
    const key = row.partNumber.toLowerCase();
    const first = row.problem === null ? firstRows.get(key) : undefined;
    if (first && first.quantity !== null && row.quantity !== null) {
      first.quantity += row.quantity;
      first.alsoOnLines.push(row.line);
      continue;
    }
    const own = { ...row, alsoOnLines: [] };
    if (row.problem === null) firstRows.set(key, own);
    result.push(own);
  }
  return result;
}
