import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdf-lib shows: each stream taken by its `/Length` (compressed bytes can hold anything,
 * a carriage return before `endstream` included: cutting at the keyword lost that byte about once in 256
 * streams), inflated, and the hex strings of its text operators decoded.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const contents: string[] = [];
  for (const match of raw.matchAll(/<<([^<>]*)>>\nstream\n/g)) {
    const dictionary = match[1] ?? '';
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
    const start = (match.index ?? 0) + match[0].length;
    const data = Buffer.from(raw.slice(start, start + length), 'latin1');
    contents.push(
      dictionary.includes('/FlateDecode') ? inflateSync(data).toString('latin1') : data.toString('latin1'),
    );
  }
  const shown = contents.join('\n').matchAll(/<([0-9A-Fa-f]*)> Tj/g);
  // WinAnsi puts the en dash at 0x96, where Latin-1 has a control character.
  return [...shown]
    .map(([, hex = '']) => Buffer.from(hex, 'hex').toString('latin1').replaceAll('\x96', '–'))
    .join('\n');
}
