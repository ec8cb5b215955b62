import { QUERY_CACHE_MS, QUERY_RETRIES, QUERY_RETRY_CAP_MS } from '@partsmith/contracts';
import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './http-status';

/** Short enough that stock counts stay honest, long enough that moving between pages does not refetch. */
const STALE_MS = 30_000;

/** Exponential backoff from 1 s (1, 2, 4 s…), never longer than the spec's cap. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_RETRY_CAP_MS);
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && !isClientError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_CACHE_MS, staleTime: STALE_MS, retry: shouldRetry, retryDelay },
    },
  });
}
