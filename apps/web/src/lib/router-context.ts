import type { QueryClient } from '@tanstack/react-query';
import type { Trpc, TrpcClient } from './trpc';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  /** For calls made outside React Query's caches, such as signing out from a guard. */
  trpcClient: TrpcClient;
}
