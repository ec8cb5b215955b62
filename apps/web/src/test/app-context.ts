import type { User } from '@partsmith/contracts';
import { createQueryClient } from '../lib/query-client';
import type { RouterContext } from '../lib/router-context';
import { createTrpc, createTrpcClient } from '../lib/trpc';

/** The app's own context, as `router.tsx` builds it; nothing is fetched until a test lets a query run. */
export function createTestContext(): RouterContext {
  const trpcClient = createTrpcClient();
  const queryClient = createQueryClient({ onAuthError: () => {} });
  return { queryClient, trpc: createTrpc(trpcClient, queryClient), trpcClient };
}

export const CUSTOMER: User = { id: 'u-1', name: 'Ada Customer', email: 'ada@example.com', role: 'customer' };
export const ADMIN: User = { id: 'u-2', name: 'Grace Admin', email: 'grace@example.com', role: 'admin' };
