import { describe, expect, it } from 'vitest';
import { refusal, unreachable } from '../test/trpc-errors';
import { retryDelay, shouldRetry } from './query-client';
import { QUERY_RETRIES, QUERY_RETRY_CAP_MS } from './web-constants';

describe('the retry policy', () => {
  it('asks again when the server could not be reached or failed, up to the spec’s count', () => {
    for (const error of [unreachable(), refusal(500, 'Something went wrong'), refusal(503, 'Unavailable')]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(QUERY_RETRIES - 1, error)).toBe(true);
      expect(shouldRetry(QUERY_RETRIES, error)).toBe(false);
    }
  });

  it('never asks again after a 4xx: the same request gets the same answer', () => {
    for (const status of [400, 401, 403, 404, 429]) expect(shouldRetry(0, refusal(status, 'No'))).toBe(false);
  });

  it('waits 1, 2, 4… seconds, never longer than the cap', () => {
    expect([0, 1, 2].map(retryDelay)).toEqual([1000, 2000, 4000]);
    expect(retryDelay(30)).toBe(QUERY_RETRY_CAP_MS);
  });
});
