import fc from 'fast-check';
import { pngClaiming } from '../uploads';
import { boundaryText } from './boundary-values';
import type { RouteEntryPoint } from './entry-points';
import { CALLER_KINDS } from './fuzz-world';
import type { RealValues } from './real-values';
import { describedRequest, type FuzzRequest } from './request-encoding';
import { pathArbitrary } from './route-requests';

interface Part {
  field: string;
  filename: string | null;
  contentType: string;
  bytes: Uint8Array;
}

const FIVE_MB = 5 * 1024 * 1024;

/** Quotes and line breaks would end the Content-Disposition line itself; a client escapes or drops them. */
const headerSafe = (text: string) => text.replace(/["\r\n]/g, '_');

function partArbitrary(realImage: Uint8Array): fc.Arbitrary<Part> {
  return fc.record({
    field: fc.oneof(
      { weight: 4, arbitrary: fc.constant('image') },
      { weight: 1, arbitrary: boundaryText.map(headerSafe) },
    ),
    filename: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom('part.png', 'photo.jpg', 'x.webp', 'drawing.svg', 'noextension'),
      },
      { weight: 2, arbitrary: boundaryText.map(headerSafe) },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
    contentType: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/gif',
      'image/svg+xml',
      'application/octet-stream',
      'text/plain',
      'image/png; charset=\u00ff',
    ),
    bytes: fc.oneof(
      { weight: 3, arbitrary: fc.uint8Array({ maxLength: 2048 }) },
      { weight: 3, arbitrary: fc.constant(realImage) },
      { weight: 2, arbitrary: fc.nat(realImage.length).map((end) => realImage.slice(0, end)) },
      { weight: 1, arbitrary: fc.constant(pngClaiming(100_000, 100_000)) },
      {
        weight: 1,
        arbitrary: fc.constant(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      },
      { weight: 1, arbitrary: fc.constant(new Uint8Array(FIVE_MB + 1)) },
    ),
  });
}

/** The shape of the whole body: one part as the web sends it, or what a broken or hostile client sends. */
type Framing = 'parts' | 'no-parts' | 'bad-boundary' | 'truncated' | 'not-multipart';

function body(parts: Part[], framing: Framing): { payload: Buffer; contentType: string } {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const encoded = parts.map((part) => {
    const filename = part.filename === null ? '' : `; filename="${part.filename}"`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${filename}\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    return Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(part.bytes), Buffer.from('\r\n')]);
  });
  const whole = Buffer.concat([
    ...(framing === 'no-parts' ? [] : encoded),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  switch (framing) {
    case 'bad-boundary':
      return { payload: whole, contentType: 'multipart/form-data; boundary=somethingelse' };
    case 'truncated':
      return {
        payload: whole.subarray(0, Math.floor(whole.length / 2)),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    case 'not-multipart':
      return { payload: whole, contentType: 'application/json' };
    default:
      return { payload: whole, contentType: `multipart/form-data; boundary=${boundary}` };
  }
}

/**
 * Uploads to a multipart route: file fields with random and real image bytes, wrong names, broken framing; its
 * path parameters (a part number) from the document, often real ones.
 */
export function multipartRequests(
  route: RouteEntryPoint,
  realImage: Uint8Array,
  real: RealValues,
): fc.Arbitrary<FuzzRequest> {
  const path = route.parameters.filter((parameter) => parameter.in === 'path');
  return fc
    .record({
      caller: fc.constantFrom(...CALLER_KINDS),
      url: fc.constantFrom(...route.urls).chain((url) => pathArbitrary(url, path, real)),
      parts: fc.array(partArbitrary(realImage), { minLength: 1, maxLength: 3 }),
      framing: fc.oneof(
        { weight: 8, arbitrary: fc.constant<Framing>('parts') },
        {
          weight: 1,
          arbitrary: fc.constantFrom<Framing>('no-parts', 'bad-boundary', 'truncated', 'not-multipart'),
        },
      ),
    })
    .map(({ caller, url, parts, framing }): FuzzRequest => {
      const { payload, contentType } = body(parts, framing);
      return describedRequest({
        caller,
        method: route.methods[0] ?? 'POST',
        url,
        headers: { 'content-type': contentType },
        payload,
      });
    });
}
