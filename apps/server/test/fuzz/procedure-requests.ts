import fc from 'fast-check';
import type { ProcedureEntryPoint } from './entry-points';
import { fuzzInput } from './fuzz-input';
import { CALLER_KINDS } from './fuzz-world';
import type { RealValues } from './real-values';
import {
  bodyEncoding,
  describedRequest,
  encodeBody,
  type FuzzRequest,
  percentEncode,
} from './request-encoding';

/**
 * Calls of one procedure as the web app's tRPC client makes them: a query is `GET /trpc/<path>?input=…`, a
 * mutation a JSON `POST`, each alone or as a batch of one (`?batch=1`, input keyed "0"), as httpBatchLink sends.
 */
export function procedureRequests(
  procedure: ProcedureEntryPoint,
  real: RealValues,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      caller: fc.constantFrom(...CALLER_KINDS),
      input: fuzzInput(procedure.input, real),
      batch: fc.boolean(),
      encoding: bodyEncoding,
    })
    .map(({ caller, input, batch, encoding }): FuzzRequest => {
      const sent = batch ? { 0: input } : input;
      const batchQuery = batch ? 'batch=1' : '';
      if (procedure.type === 'query') {
        const inputQuery = sent === undefined ? '' : `input=${percentEncode(JSON.stringify(sent))}`;
        const query = [batchQuery, inputQuery].filter(Boolean).join('&');
        return {
          caller,
          method: 'GET',
          url: `/trpc/${procedure.path}${query ? `?${query}` : ''}`,
          headers: {},
        };
      }
      const { payload, headers } = encodeBody(sent, encoding);
      const url = `/trpc/${procedure.path}${batch ? `?${batchQuery}` : ''}`;
      return { caller, method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) };
    })
    .map(describedRequest);
}
