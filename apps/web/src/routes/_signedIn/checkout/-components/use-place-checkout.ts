import type { CheckoutInput } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { isClientError } from '../../../../lib/http-status';
import { refreshOrders } from '../../../../lib/refresh-orders';
import { useAppContext } from '../../../../lib/use-app-context';

type CheckoutRequest = Omit<CheckoutInput, 'idempotencyKey'>;

/**
 * Places the cart's order with one idempotency key per order the buyer means to place: a retry after an unknown
 * outcome (no answer, a 5xx) reuses it, so a double click or a flaky network never orders twice. A refusal (a 4xx:
 * the total changed, a line sold out) is shown where the button is, and the figures are asked for again.
 */
export function usePlaceCheckout(onRefused: () => void) {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation(trpc.checkout.place.mutationOptions());

  const place = (request: CheckoutRequest) => {
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
    setRefusal(null);
    mutation.mutate(
      { ...request, idempotencyKey: attempt.current.key },
      {
        onSuccess: async (order) => {
          attempt.current = null;
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: trpc.cart.pathKey() }),
            refreshOrders(queryClient, trpc, order.id),
          ]);
          await navigate({ to: '/dashboard/payment/$id', params: { id: order.id } });
        },
        onError: (error) => {
          if (isClientError(error)) attempt.current = null;
          setRefusal(errorMessage(error));
          onRefused();
        },
      },
    );
  };

  return { place, pending: mutation.isPending, refusal };
}
