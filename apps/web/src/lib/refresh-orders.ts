import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc';

/** An order was placed, paid or cancelled: My Orders and that order's own page must read it again. */
export async function refreshOrders(queryClient: QueryClient, trpc: Trpc, orderId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.orders.mine.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.orders.byId.queryKey({ id: orderId }) }),
    queryClient.invalidateQueries({ queryKey: trpc.orders.detail.queryKey({ id: orderId }) }),
  ]);
}
