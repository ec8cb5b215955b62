import { createFileRoute } from '@tanstack/react-router';
import { TaxRatesPage } from './-components/tax-rates-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/taxRates')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.admin.tax.list.queryOptions()),
  component: TaxRatesPage,
});
