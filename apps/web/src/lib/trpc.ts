import { MAX_BATCH_CALLS } from '@partsmith/contracts';
import type { AppRouter } from '@partsmith/contracts/router';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, splitLink, type TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';

export type Trpc = TRPCOptionsProxy<AppRouter>;
export type TrpcClient = TRPCClient<AppRouter>;

const TRPC_URL = '/trpc';

/**
 * The navbar's cart badge, on every page: sent through a link of its own, so it is never batched with a page's
 * first request and cannot change the URL that request was preloaded as. (A second batch link, not an httpLink: the
 * code is in the first load already.)
 */
const UNBATCHED: ReadonlySet<string> = new Set(['cart.count']);

/**
 * Same origin in production (the server serves this app) and through Vite's proxy in development; the session
 * cookie rides along by itself, so no link adds credentials. Batches stay within what the server accepts.
 */
export function createTrpcClient(): TrpcClient {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => UNBATCHED.has(op.path),
        true: httpBatchLink({ url: TRPC_URL }),
        false: httpBatchLink({ url: TRPC_URL, maxItems: MAX_BATCH_CALLS }),
      }),
    ],
  });
}

export function createTrpc(client: TrpcClient, queryClient: QueryClient): Trpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}

/**
 * The GET request the batch link sends for queries made together (in one tick, in this order). A prerendered
 * page preloads the first one its route makes (build-plugins/prerender.ts); e2e checks that the browser then
 * sends each of them once.
 */
export function queryBatchUrl(...queries: Array<{ path: string; input?: unknown }>): string {
  const paths = queries.map((query) => query.path).join(',');
  // The batch link numbers the inputs; a query without one has no entry (JSON drops undefined).
  const inputs = Object.fromEntries(queries.map((query, index) => [index, query.input]));
  return `${TRPC_URL}/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}
