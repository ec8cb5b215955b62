import type { AppRouter } from '@partsmith/contracts/router';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';

export type Trpc = TRPCOptionsProxy<AppRouter>;

/** Same origin in production (the server serves this app) and through Vite's proxy in development. */
export function createTrpc(queryClient: QueryClient): Trpc {
  const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc' })] });
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}
