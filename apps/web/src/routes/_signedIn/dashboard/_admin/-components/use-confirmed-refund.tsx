import { formatCents, MESSAGES, type Order, orderContents } from '@partsmith/contracts';
import { useAppContext } from '../../../../../lib/use-app-context';
import { useConfirmedAction } from '../../../../../lib/use-confirmed-action';

/** All Orders' Refund: asks first, naming the order (money back to the card cannot be undone). */
export function useConfirmedRefund() {
  const { trpc } = useAppContext();
  return useConfirmedAction({
    mutation: trpc.orders.refund.mutationOptions(),
    // The order's parts go back into stock.
    invalidates: [trpc.orders.all.pathKey(), trpc.catalog.pathKey()],
    title: MESSAGES.confirmRefundOrder,
    describe: (order: Order) =>
      `${orderContents(order)} for ${order.customer.name} (${order.customer.email}): ` +
      `${formatCents(order.totalCents)} goes back to their card and the parts back to stock.`,
    confirmLabel: 'Refund',
    cancelLabel: 'Close',
    done: () => MESSAGES.orderRefunded,
  });
}
