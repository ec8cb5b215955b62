import type { Order, PlaceOrderInput } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../../lib/error-message';
import { isClientError } from '../../../../lib/http-status';
import { refreshOrders } from '../../../../lib/refresh-orders';
import { refreshStock } from '../../../../lib/refresh-stock';
import { useAppContext } from '../../../../lib/use-app-context';

type OrderRequest = Omit<PlaceOrderInput, 'idempotencyKey'>;

/**
 * Places orders with an idempotency key per order the shopper means to place. A retry of the same order after an
 * unknown outcome (no answer, a 5xx) reuses the key, so it can never order twice; once the server has answered
 * (placed, or refused with a 4xx), or the shopper changes the order, the next submit gets a fresh key.
 */
export function usePlaceOrder(onPlaced: (order: Order) => void) {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const mutation = useMutation(
    trpc.orders.place.mutationOptions({
      // Stock changes on success, and a refusal may mean someone else just bought it: show the count as it is now.
      onSettled: (_order, _error, input) => refreshStock(queryClient, trpc, input.productId),
    }),
  );

  const place = (request: OrderRequest) => {
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
    mutation.mutate(
      { ...request, idempotencyKey: attempt.current.key },
      {
        onSuccess: (order) => {
          attempt.current = null;
          void refreshOrders(queryClient, trpc, order.id);
          onPlaced(order);
        },
        onError: (error) => {
          if (isClientError(error)) attempt.current = null;
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return { place, pending: mutation.isPending };
}
