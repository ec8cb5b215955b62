import { hasInvoice, type Order } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { LinkButton } from '../../../../../components/ui/link-button';
import { useAppContext } from '../../../../../lib/use-app-context';
import { OrderSummary } from './order-summary';
import { PaidNotice } from './paid-notice';
import { PayByNotice } from './pay-by-notice';
import { PaymentPanel } from './payment-panel';

const route = getRouteApi('/_signedIn/dashboard/payment/$id');

/** Payment (spec §2, §4): the order and who it goes to, then the card form, or the order's paid state. */
export function PaymentPage() {
  const { id } = route.useParams();
  const { trpc } = useAppContext();
  const { data: order } = useSuspenseQuery(trpc.orders.byId.queryOptions({ id }));
  // Set by a payment made on this visit, so the page congratulates instead of just reporting the paid state.
  const [justPaid, setJustPaid] = useState(false);

  return (
    <section aria-labelledby="payment-title" className="space-y-6">
      <title>Payment · Partsmith</title>
      <h2 id="payment-title" className="text-2xl font-bold text-graphite-900">
        Your order details &amp; Payment
      </h2>
      <OrderSummary order={order} />
      <PaymentState order={order} justPaid={justPaid} onPaid={() => setJustPaid(true)} />
    </section>
  );
}

function PaymentState({ order, justPaid, onPaid }: { order: Order; justPaid: boolean; onPaid: () => void }) {
  if (order.status === 'unpaid')
    return (
      <>
        <PayByNotice order={order} />
        <PaymentPanel order={order} onPaid={onPaid} />
      </>
    );
  if (hasInvoice(order.status)) return <PaidNotice order={order} justPaid={justPaid} />;
  return (
    <div className="space-y-4 rounded-md border border-graphite-200 bg-white p-5">
      <p className="text-graphite-700">
        {order.status === 'refunded'
          ? 'This order was refunded: the payment went back to your card.'
          : 'This order was cancelled, so there is nothing to pay.'}
      </p>
      <LinkButton to="/" hash="our-parts" variant="secondary">
        Browse our parts
      </LinkButton>
    </div>
  );
}
