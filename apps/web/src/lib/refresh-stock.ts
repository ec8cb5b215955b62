import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc';

/** An order took or gave back stock: the part's page and the part cards (which show stock) must read it again. */
export async function refreshStock(queryClient: QueryClient, trpc: Trpc, productId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.catalog.byId.queryKey({ id: productId }) }),
    queryClient.invalidateQueries({ queryKey: trpc.catalog.latest.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.catalog.list.queryKey() }),
  ]);
}
