import { formatCents, MESSAGES, type Order, orderContents } from '@partsmith/contracts';
import { useAppContext } from '../../../../../lib/use-app-context';
import { useConfirmedAction } from '../../../../../lib/use-confirmed-action';

/** All Orders' Mark shipped: asks first, naming the order (shipping cannot be undone); 'Product Shipped' (spec §8). */
export function useConfirmedShip() {
  const { trpc } = useAppContext();
  return useConfirmedAction({
    mutation: trpc.orders.ship.mutationOptions(),
    invalidates: [trpc.orders.all.pathKey()],
    title: 'Mark this order shipped?',
    describe: (order: Order) =>
      `${orderContents(order)} for ${order.customer.name} (${order.customer.email}), ` +
      `${formatCents(order.totalCents)} paid. The customer sees it shipped in My Orders.`,
    confirmLabel: 'Mark shipped',
    cancelLabel: 'Not yet',
    tone: 'primary',
    done: () => MESSAGES.shipped,
  });
}
