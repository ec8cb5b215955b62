import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}
