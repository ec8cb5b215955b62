import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from './-components/cart-page';

export const Route = createFileRoute('/cart/')({
  // The build prerenders the page in its loading state (decision 0034): the cart is the browser's to ask for.
  ssr: false,
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.cart.view.queryOptions()),
  component: CartPage,
});
