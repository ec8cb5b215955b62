import { LinkButton } from '../../../../../components/ui/link-button';

/** An unknown order id, or one that is not the shopper's: say so and lead back to their orders. */
export function OrderNotFound() {
  return (
    <section className="space-y-4">
      <title>Order not found · Partsmith</title>
      <h2 className="text-2xl font-bold text-graphite-900">This order could not be found</h2>
      <p className="text-graphite-700">It may have been removed, or the link is mistyped.</p>
      <LinkButton to="/dashboard/MyOrders">Back to My Orders</LinkButton>
    </section>
  );
}
