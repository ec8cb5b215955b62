import fc from 'fast-check';
import { expect, it } from 'vitest';
import { csvRow } from '../shared/csv-row';
import { csvRecords, UnclosedQuote } from './csv-records';

async function parse(pieces: string[]) {
  const out: string[][] = [];
  async function* texts() {
    yield* pieces;
  }
  for await (const record of csvRecords(texts())) out.push(record.cells);
  return out;
}

/** Cut `text` at the given places, as the network would. */
const cut = (text: string, at: number[]) => {
  const points = [...new Set(at.map((n) => n % (text.length + 1)))].sort((a, b) => a - b);
  return [0, ...points].map((start, index) => text.slice(start, points[index] ?? text.length));
};

it('reads back what the export writes, however the bytes are cut: quotes, doubled quotes, CRLF, line breaks', async () => {
  const cellText = fc.stringMatching(/^[a-z",\r\n ;=]{0,8}$/);
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.array(
          cellText.map((text) => `x${text}`),
          { minLength: 1, maxLength: 4 },
        ),
        { minLength: 1, maxLength: 5 },
      ),
      fc.array(fc.nat(), { maxLength: 6 }),
      async (records, cuts) => {
        const csv = `\uFEFF${records.map((cells) => csvRow(cells)).join('')}`;
        expect(await parse(cut(csv, cuts))).toEqual(records);
      },
    ),
    { numRuns: 200 },
  );
});

it('ends records at LF or CR too, skips blank lines, and refuses a quote left open', async () => {
  expect(await parse(['a,"b\r\n', 'c"\n\nd,', '\r'])).toEqual([
    ['a', 'b\r\nc'],
    ['d', ''],
  ]);
  await expect(parse(['a\r\n"open'])).rejects.toBeInstanceOf(UnclosedQuote);
});
