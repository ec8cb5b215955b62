import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from './-components/cart-page';

export const Route = createFileRoute('/cart/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.cart.view.queryOptions()),
  component: CartPage,
});
