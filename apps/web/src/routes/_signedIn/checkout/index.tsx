import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from './-components/checkout-page';

export const Route = createFileRoute('/_signedIn/checkout/')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.checkout.quote.queryOptions({})),
  component: CheckoutPage,
});
