import { formatCents } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LinkButton } from '../../../components/ui/link-button';
import { rememberMergeNotice } from '../../../lib/cart-merge-notice';
import { useAppContext } from '../../../lib/use-app-context';
import { CartLineItem } from './cart-line-item';
import { MergeNotice } from './merge-notice';
import { OrderAgainNotice } from './order-again-notice';

/** The cart: its lines priced today, what changed, the subtotal, and the way to checkout. */
export function CartPage() {
  const { trpc, queryClient } = useAppContext();
  const { data: cart } = useSuspenseQuery(trpc.cart.view.queryOptions());
  // The server answers a merge notice once: kept until dismissed, whatever the cart's next answers say.
  useEffect(() => rememberMergeNotice(queryClient, cart), [queryClient, cart]);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-12 sm:px-6">
      <title>Cart · Partsmith</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-graphite-900">Your cart</h1>
        <LinkButton to="/cart/quick-order" variant="secondary">
          Quick order
        </LinkButton>
      </div>
      <MergeNotice />
      <OrderAgainNotice />
      {cart.lines.length === 0 ? (
        <div className="space-y-4 rounded-md border border-graphite-200 bg-white p-8 text-center">
          <p className="text-lg text-graphite-700">Your cart is empty.</p>
          <LinkButton to="/parts">Browse the catalogue</LinkButton>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-graphite-200 rounded-md border border-graphite-200 bg-white">
            {cart.lines.map((line) => (
              <CartLineItem key={line.productId} line={line} />
            ))}
          </ul>
          <div className="flex items-baseline justify-end gap-4 text-lg">
            <span className="text-graphite-700">
              Subtotal ({cart.itemCount} {cart.itemCount === 1 ? 'part' : 'parts'})
            </span>
            <span className="font-bold text-graphite-900" data-testid="cart-subtotal">
              {formatCents(cart.subtotalCents)}
            </span>
          </div>
          <div className="flex flex-col items-stretch gap-2 sm:items-end">
            <LinkButton to="/checkout" size="lg">
              Check out
            </LinkButton>
            <p className="text-sm text-graphite-600">Shipping and tax are worked out at checkout.</p>
          </div>
        </>
      )}
    </div>
  );
}
