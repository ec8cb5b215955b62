import type { Order, PaymentIntentAnswer } from '@partsmith/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { QueryError } from '../../../../../components/query-error';
import { Spinner } from '../../../../../components/ui/spinner';
import { TitledPanel } from '../../../../../components/ui/titled-panel';
import { errorMessage } from '../../../../../lib/error-message';
import { lazyComponent } from '../../../../../lib/lazy-component';
import { refreshOrders } from '../../../../../lib/refresh-orders';
import { useAppContext } from '../../../../../lib/use-app-context';
import { TestCardForm } from './test-card-form';

// Stripe.js and Elements load only when the shop takes real cards, and never before this page.
const StripeCardForm = lazyComponent(() =>
  import('./stripe-card-form').then((module) => module.StripeCardForm),
);

interface PaymentPanelProps {
  order: Order;
  onPaid: () => void;
}

/** Asks for the order's payment intent, shows the card form the server's mode calls for, records the payment. */
export function PaymentPanel({ order, onPaid }: PaymentPanelProps) {
  const { trpc, trpcClient } = useAppContext();
  const queryClient = useQueryClient();
  // The server creates at most one intent per order and amount, so asking is safe to run as a query: on page load,
  // again when the amount changes (it is in the key), with the usual retries.
  const intent = useQuery({
    queryKey: [...trpc.payments.createIntent.mutationKey(), { orderId: order.id, amount: order.totalCents }],
    queryFn: (): Promise<PaymentIntentAnswer> =>
      trpcClient.payments.createIntent.mutate({ orderId: order.id }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const record = useMutation(
    trpc.payments.confirm.mutationOptions({
      onSuccess: ({ order: paid }) => {
        onPaid();
        // The answer already shows the order paid; the refetch that follows keeps every list honest too.
        queryClient.setQueryData(trpc.orders.byId.queryKey({ id: paid.id }), paid);
        void refreshOrders(queryClient, trpc, paid.id);
      },
    }),
  );

  if (intent.isPending) {
    return <Spinner label="Preparing your payment" size="lg" className="text-accent-700" />;
  }
  if (intent.isError) {
    return (
      <QueryError
        message={`We could not prepare your payment. ${errorMessage(intent.error)}`}
        onRetry={() => void intent.refetch()}
        retrying={intent.isFetching}
      />
    );
  }
  const formProps = {
    intent: intent.data,
    billing: order.customer,
    onSucceeded: (paymentIntentId: string) => record.mutate({ orderId: order.id, paymentIntentId }),
    recording: record.isPending,
  };
  const { publishableKey } = intent.data;

  return (
    <TitledPanel id="pay-by-card" title="Pay by card" tone="card">
      {publishableKey ? (
        <Suspense fallback={<Spinner label="Loading the card form" className="text-accent-700" />}>
          <StripeCardForm publishableKey={publishableKey} {...formProps} />
        </Suspense>
      ) : (
        <TestCardForm {...formProps} />
      )}
      {record.isError && (
        <QueryError
          message={`Your payment went through, but we could not record it yet. ${errorMessage(record.error)}`}
          onRetry={() => record.variables && record.mutate(record.variables)}
          retrying={record.isPending}
        />
      )}
    </TitledPanel>
  );
}
