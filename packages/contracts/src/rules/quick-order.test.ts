import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { parseQuickOrder, QUICK_ORDER_MAX_CHARACTERS, QUICK_ORDER_MAX_ROWS } from './quick-order';

const rowsOf = (text: string) => {
  const parsed = parseQuickOrder(text);
  if (parsed.refusal !== null) throw new Error(parsed.refusal);
  return parsed.rows.map(({ line, partNumber, quantity, problem }) => ({
    line,
    partNumber,
    quantity,
    problem,
  }));
};
const row = (line: number, partNumber: string, quantity: number | null, problem: string | null = null) => ({
  line,
  partNumber,
  quantity,
  problem,
});

describe('parseQuickOrder', () => {
  it('reads commas, semicolons, tabs and spaces, skipping blank lines and keeping line numbers', () => {
    expect(rowsOf('EM-C12-4F, 4\n\nBRG-6205-2RS;20\r\nCK-K13\t40\n  FN-M14   50  \n')).toEqual([
      row(1, 'EM-C12-4F', 4),
      row(3, 'BRG-6205-2RS', 20),
      row(4, 'CK-K13', 40),
      row(5, 'FN-M14', 50),
    ]);
  });

  it('skips a byte order mark and a header row in any case, and reads quoted CSV fields', () => {
    const csv =
      '\uFEFFPart Number,QUANTITY\r\n"HB-M12X60-88","10"\r\n"A ""quoted"", odd",3\r\nSPN-19,6,,\r\n';
    expect(rowsOf(csv)).toEqual([
      row(2, 'HB-M12X60-88', 10),
      row(3, 'A "quoted", odd', 3),
      row(4, 'SPN-19', 6),
    ]);
  });

  it('takes a header only as the first row', () => {
    expect(rowsOf('P-1,2\npart number,quantity')).toEqual([
      row(1, 'P-1', 2),
      row(2, 'part number', null, MESSAGES.quickOrderQuantityNotWhole),
    ]);
  });

  it('says why a row cannot be read', () => {
    expect(rowsOf('P-1,ten\nP-2,2.5\nP-3\n,4\nP-5,0\nP-6,1,2\nP-7,-3')).toEqual([
      row(1, 'P-1', null, MESSAGES.quickOrderQuantityNotWhole),
      row(2, 'P-2', null, MESSAGES.quickOrderQuantityNotWhole),
      row(3, 'P-3', null, MESSAGES.quickOrderQuantityMissing),
      row(4, '', null, MESSAGES.quickOrderPartNumberMissing),
      row(5, 'P-5', null, MESSAGES.quickOrderQuantityBelowOne),
      row(6, 'P-6', null, MESSAGES.quickOrderRowShape),
      row(7, 'P-7', null, MESSAGES.quickOrderQuantityNotWhole),
    ]);
  });

  it('adds up the quantities of a part number written again, whatever its letter case', () => {
    const parsed = parseQuickOrder('P-1,2\nP-2,5\np-1,3\nP-1,x\nP-1,10');
    expect(parsed.rows).toEqual([
      { line: 1, alsoOnLines: [3, 5], partNumber: 'P-1', quantity: 15, problem: null },
      { line: 2, alsoOnLines: [], partNumber: 'P-2', quantity: 5, problem: null },
      {
        line: 4,
        alsoOnLines: [],
        partNumber: 'P-1',
        quantity: null,
        problem: MESSAGES.quickOrderQuantityNotWhole,
      },
    ]);
  });

  it('refuses the whole text when it is empty, too long or has too many rows', () => {
    expect(parseQuickOrder(' \n\t\n')).toEqual({ rows: null, refusal: MESSAGES.quickOrderEmpty });
    expect(parseQuickOrder('part number,quantity\n')).toEqual({
      rows: null,
      refusal: MESSAGES.quickOrderEmpty,
    });
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `P-${i},1`).join('\n');
    expect(parseQuickOrder(rows(QUICK_ORDER_MAX_ROWS)).rows).toHaveLength(QUICK_ORDER_MAX_ROWS);
    expect(parseQuickOrder(rows(QUICK_ORDER_MAX_ROWS + 1))).toEqual({
      rows: null,
      refusal: MESSAGES.quickOrderTooManyRows(QUICK_ORDER_MAX_ROWS, QUICK_ORDER_MAX_ROWS + 1),
    });
    expect(parseQuickOrder('x'.repeat(QUICK_ORDER_MAX_CHARACTERS + 1))).toEqual({
      rows: null,
      refusal: MESSAGES.quickOrderTooLong(QUICK_ORDER_MAX_CHARACTERS),
    });
  });

  it('never throws, and answers rows or a refusal, never more rows than allowed', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc
        .array(fc.constantFrom('P-1', ',', ';', '\t', ' ', '\n', '\r\n', '"', '12', 'x', '\uFEFF'), {
          maxLength: 300,
        })
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, (input) => {
        const parsed = parseQuickOrder(input);
        expect((parsed.rows === null) !== (parsed.refusal === null)).toBe(true);
        expect(parsed.rows?.length ?? 0).toBeLessThanOrEqual(QUICK_ORDER_MAX_ROWS);
        for (const each of parsed.rows ?? []) expect(each.problem === null).toBe(each.quantity !== null);
      }),
    );
  });

  it('reads back well-formed rows as written, with any separator', () => {
    const partNumber = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9./_-]{0,19}$/);
    const rows = fc.uniqueArray(fc.tuple(partNumber, fc.integer({ min: 1, max: 1_000_000 })), {
      minLength: 1,
      maxLength: QUICK_ORDER_MAX_ROWS,
      selector: ([part]) => part.toLowerCase(),
    });
    fc.assert(
      fc.property(
        rows,
        fc.constantFrom(',', ';', '\t', ' ', ' , '),
        fc.boolean(),
        (written, separator, quoted) => {
          const field = (value: string) => (quoted ? `"${value}"` : value);
          const text = written.map(([part, n]) => `${field(part)}${separator}${field(String(n))}`).join('\n');
          expect(rowsOf(text)).toEqual(written.map(([part, n], index) => row(index + 1, part, n)));
        },
      ),
    );
  });
});
