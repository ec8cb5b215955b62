import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { httpStatusOf, isClientError } from './http-status';
import { QUERY_CACHE_MS, QUERY_RETRIES, QUERY_RETRY_CAP_MS } from './web-constants';

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesAuthErrors`: this call shows its own 401/403 (a wrong password) instead of signing the user out. */
    queryMeta: { handlesAuthErrors?: boolean };
    mutationMeta: { handlesAuthErrors?: boolean };
  }
}

/** Short enough that stock counts stay honest, long enough that moving between pages does not refetch. */
const STALE_MS = 30_000;

/** Exponential backoff from 1 s (1, 2, 4 s…), never longer than the spec's cap. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_RETRY_CAP_MS);
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && !isClientError(error);
}

function isAuthError(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 401 || status === 403;
}

/** `onAuthError` runs when the API refuses the session (spec §6: a 401 or 403 signs the user out). */
export function createQueryClient({ onAuthError }: { onAuthError: () => void }): QueryClient {
  const handle = (error: unknown, meta: { handlesAuthErrors?: boolean } | undefined) => {
    if (isAuthError(error) && !meta?.handlesAuthErrors) onAuthError();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handle(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { gcTime: QUERY_CACHE_MS, staleTime: STALE_MS, retry: shouldRetry, retryDelay },
    },
  });
}
