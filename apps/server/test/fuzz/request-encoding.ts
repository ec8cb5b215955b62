import fc from 'fast-check';
import type { CallerKind } from './fuzz-world';

/** One fuzzed HTTP request, before the caller's credentials are added. */
export interface FuzzRequest {
  caller: CallerKind;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const LIMIT = 400;
const clip = (text: string) =>
  text.length > LIMIT ? `${text.slice(0, LIMIT)}… (${text.length} characters)` : text;

/**
 * Marks a request with a readable description, which fast-check prints for a counterexample: a 10 kB string or a
 * 5 MB file would otherwise fill the report.
 */
export function describedRequest(request: FuzzRequest): FuzzRequest {
  const payload =
    request.payload === undefined
      ? ''
      : typeof request.payload === 'string'
        ? ` ${clip(JSON.stringify(request.payload))}`
        : ` <${request.payload.length} bytes: ${request.payload.subarray(0, 48).toString('hex')}…>`;
  const description = `${request.caller} ${request.method} ${clip(request.url)} ${clip(JSON.stringify(request.headers))}${payload}`;
  return Object.assign(request, { [fc.toStringMethod]: () => description });
}

/** How a body travels: mostly as the API expects (JSON), sometimes as clients get it wrong. */
export type BodyEncoding = 'json' | 'broken-json' | 'empty-json' | 'text' | 'form' | 'no-content-type';

export const bodyEncoding: fc.Arbitrary<BodyEncoding> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<BodyEncoding>('json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom<BodyEncoding>('broken-json', 'empty-json', 'text', 'form', 'no-content-type'),
  },
);

export function encodeBody(
  value: unknown,
  encoding: BodyEncoding,
): { payload?: string; headers: Record<string, string> } {
  const json = JSON.stringify(value);
  switch (encoding) {
    case 'json':
      return json === undefined
        ? { headers: {} }
        : { payload: json, headers: { 'content-type': 'application/json' } };
    case 'broken-json':
      return { payload: `${(json ?? '{').slice(0, -1)},`, headers: { 'content-type': 'application/json' } };
    case 'empty-json':
      return { payload: '', headers: { 'content-type': 'application/json' } };
    case 'text':
      return { payload: String(json), headers: { 'content-type': 'text/plain' } };
    case 'form':
      return { payload: formEncode(value), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    case 'no-content-type':
      return { payload: json ?? 'x', headers: {} };
  }
}

function formEncode(value: unknown): string {
  if (typeof value !== 'object' || value === null) return percentEncode(String(value));
  return Object.entries(value)
    .map(([key, item]) => `${percentEncode(key)}=${percentEncode(asText(item))}`)
    .join('&');
}

/** How a value reads as text in a path, query or header: strings as they are, anything else as JSON. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : String(JSON.stringify(value));
}

/** Percent-encoding of the UTF-8 bytes, as a browser does (a lone surrogate becomes U+FFFD on the way). */
export function percentEncode(text: string): string {
  // toWellFormed (ES2024) is Node 20+, beyond the lib this package compiles against.
  return encodeURIComponent((text as string & { toWellFormed(): string }).toWellFormed());
}

/** Path segments sent as they are, broken escapes and dot segments included. */
export const rawSegment = fc.constantFrom(
  '%',
  '%ff',
  '%00',
  '%2e%2e',
  '..',
  '.',
  '%E0%A4%A',
  '%C0%AF',
  '%252F',
);

/** A query string from a record of values (arrays repeat the key), or from anything else as one raw part. */
export function queryString(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `?${percentEncode(asText(value))}`;
  const parts = Object.entries(value).flatMap(([key, item]) =>
    item === undefined
      ? []
      : [item].flat().map((one) => `${percentEncode(key)}=${percentEncode(asText(one))}`),
  );
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** Header values are bytes on the wire: keep tab, printable ASCII and Latin-1, as an HTTP client could send. */
export function headerText(value: unknown): string {
  return asText(value).replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}
