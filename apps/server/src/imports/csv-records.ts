/** A record of the file: its cells and its number as a spreadsheet shows it (the header is record 1). */
export interface CsvRecord {
  number: number;
  cells: string[];
}

const [COMMA, QUOTE, LF, CR] = [44, 34, 10, 13];

/** A quote opened and never closed: the file ends inside a cell. */
export class UnclosedQuote extends Error {
  constructor(readonly recordNumber: number) {
    super(`record ${recordNumber} opens a quote that is never closed`);
  }
}

/**
 * RFC 4180 records from text arriving in pieces: quoted cells with doubled quotes and line breaks inside, CRLF, LF
 * or CR between records, a UTF-8 BOM dropped. It keeps only the record being read and the piece it came in, so a
 * large file is never held as one string. Blank lines (a spreadsheet's trailing ones) are skipped. A quote in the
 * middle of an unquoted cell, or text after a closing quote, is kept as it is (as spreadsheets read it).
 */
export async function* csvRecords(texts: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  let cells: string[] = [];
  let cell = '';
  /** 'start': nothing of the cell read yet; 'plain'; 'quoted'; 'quote': a quote inside a quoted cell just read. */
  let state: 'start' | 'plain' | 'quoted' | 'quote' = 'start';
  let afterCr = false;
  let first = true;
  let number = 0;
  const endRecord = (): CsvRecord | null => {
    const blank = cells.length === 0 && cell === '' && state === 'start';
    cells.push(cell);
    const record = blank ? null : { number: ++number, cells };
    cells = [];
    cell = '';
    state = 'start';
    return record;
  };
  for await (const piece of texts) {
    let text = piece;
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    // Runs of plain text and quoted text are sliced whole; only the separators are looked at one by one.
    let i = 0;
    while (i < text.length) {
      if (afterCr) {
        afterCr = false;
        if (text.charCodeAt(i) === LF) {
          i++;
          continue;
        }
      }
      if (state === 'quoted') {
        const quote = text.indexOf('"', i);
        cell += text.slice(i, quote === -1 ? text.length : quote);
        if (quote === -1) break;
        state = 'quote';
        i = quote + 1;
        continue;
      }
      const code = text.charCodeAt(i);
      if (state === 'quote') {
        if (code === QUOTE) {
          cell += '"';
          state = 'quoted';
          i++;
          continue;
        }
        state = 'plain';
      }
      if (code === COMMA) {
        cells.push(cell);
        cell = '';
        state = 'start';
        i++;
      } else if (code === LF || code === CR) {
        afterCr = code === CR;
        const record = endRecord();
        if (record) yield record;
        i++;
      } else if (code === QUOTE && state === 'start') {
        state = 'quoted';
        i++;
      } else {
        let end = i + 1;
        while (end < text.length) {
          const next = text.charCodeAt(end);
          if (next === COMMA || next === LF || next === CR) break;
          end++;
        }
        cell += text.slice(i, end);
        state = 'plain';
        i = end;
      }
    }
  }
  if (state === 'quoted') throw new UnclosedQuote(number + 1);
  const record = endRecord();
  if (record) yield record;
}
