import fc from 'fast-check';
import { boundaryText } from './boundary-values';
import type { OpenApiParameter, RouteEntryPoint } from './entry-points';
import { fuzzInput } from './fuzz-input';
import { CALLER_KINDS } from './fuzz-world';
import { type JsonSchema, schemaArbitrary } from './json-schema-arbitrary';
import type { RealValues } from './real-values';
import {
  asText,
  bodyEncoding,
  describedRequest,
  encodeBody,
  type FuzzRequest,
  headerText,
  percentEncode,
  queryString,
  rawSegment,
} from './request-encoding';

/** Query keys and headers that routes outside the document read (tRPC's, Google's, caching, webhooks, CORS). */
const COMMON_QUERY_KEYS = ['input', 'batch', 'code', 'state', 'error', 'iss', 'page', 'id', 'email'];
const COMMON_HEADERS = [
  'if-none-match',
  'stripe-signature',
  'origin',
  'sec-fetch-site',
  'accept',
  'access-control-request-method',
  'access-control-request-headers',
  'idempotency-key',
];

/** A name HTTP allows for a header (a token); others never reach a server. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;

/**
 * Requests for one registered route. A documented route's path parameters, query, headers and JSON body come from
 * its OpenAPI schemas (valid-shaped, boundary and mutated); any other route gets the same path built from its
 * pattern, with junk queries, headers and bodies.
 */
export function routeRequests(route: RouteEntryPoint, real: RealValues): fc.Arbitrary<FuzzRequest> {
  const inPart = (where: OpenApiParameter['in']) => route.parameters.filter((one) => one.in === where);
  const documented = route.kind === 'documented';
  return fc
    .record({
      caller: fc.constantFrom(...CALLER_KINDS),
      method: methodArbitrary(route.methods),
      path: fc.constantFrom(...route.urls).chain((url) => pathArbitrary(url, inPart('path'), real)),
      query: documented ? fuzzInput(objectOf(inPart('query')), real) : junkRecord(COMMON_QUERY_KEYS),
      headers: documented ? fuzzInput(objectOf(inPart('header')), real) : junkRecord(COMMON_HEADERS),
      body: route.body ? fuzzInput(route.body, real) : fc.option(fuzzInput(undefined, real), { freq: 4 }),
      encoding: bodyEncoding,
    })
    .map(({ caller, method, path, query, headers, body, encoding }): FuzzRequest => {
      const sendsBody = method !== 'GET' && method !== 'HEAD' && body !== null && body !== undefined;
      const encoded = sendsBody ? encodeBody(body, encoding) : { headers: {} };
      const extraHeaders =
        typeof headers === 'object' && headers !== null && !Array.isArray(headers)
          ? Object.fromEntries(
              Object.entries(headers)
                .filter(([name, value]) => value !== undefined && HEADER_NAME.test(name))
                .map(([name, value]) => [name.toLowerCase(), headerText(value)]),
            )
          : {};
      return {
        caller,
        method,
        url: `${path}${queryString(query)}`,
        headers: { ...extraHeaders, ...encoded.headers },
        ...(encoded.payload === undefined ? {} : { payload: encoded.payload }),
      };
    })
    .map(describedRequest);
}

/** Mostly the route's own method; HEAD and the catch-alls' other methods less often. */
function methodArbitrary(methods: string[]): fc.Arbitrary<string> {
  const [main = 'GET', ...others] = methods;
  if (others.length === 0) return fc.constant(main);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(main) },
    { weight: 1, arbitrary: fc.constantFrom(...others) },
  );
}

/** The URL pattern with each `:param` (and a `*` wildcard) filled in. */
export function pathArbitrary(
  url: string,
  parameters: OpenApiParameter[],
  real: RealValues,
): fc.Arbitrary<string> {
  const segments = url.split('/').map((segment): fc.Arbitrary<string> => {
    if (segment === '*') return fc.oneof(fc.webPath(), boundaryText.map(percentEncode));
    if (!segment.startsWith(':')) return fc.constant(segment);
    const name = segment.slice(1);
    const schema = parameters.find((one) => one.name === name)?.schema ?? { type: 'string' };
    return fc.oneof(
      {
        weight: 6,
        arbitrary: schemaArbitrary(schema, { real, boundaryPercent: 0 }, name).map(asText).map(percentEncode),
      },
      { weight: 3, arbitrary: boundaryText.map(percentEncode) },
      { weight: 1, arbitrary: rawSegment },
    );
  });
  return fc.tuple(...segments).map((parts) => parts.join('/').replace(/^\/?/, '/'));
}

function objectOf(parameters: OpenApiParameter[]): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((one) => [one.name, one.schema])),
    required: parameters.filter((one) => one.required).map((one) => one.name),
  };
}

function junkRecord(keys: string[]): fc.Arbitrary<Record<string, string>> {
  return fc.dictionary(
    fc.oneof(fc.constantFrom(...keys), fc.string({ minLength: 1, maxLength: 8 })),
    boundaryText,
    {
      maxKeys: 3,
    },
  );
}
