import { countryName, formatRate, type TaxRate } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { QueryTable } from '../../../../../components/query-table';
import { Button } from '../../../../../components/ui/button';
import { Dialog } from '../../../../../components/ui/dialog';
import type { TableColumn } from '../../../../../components/ui/table';
import { useAppContext } from '../../../../../lib/use-app-context';
import { useConfirmedAction } from '../../../../../lib/use-confirmed-action';
import { useDialogTarget } from '../../../../../lib/use-dialog-target';
import { TaxRateForm } from './tax-rate-form';

/** Tax rates (`/dashboard/taxRates`): by country and region, on goods and, where it says so, on shipping. */
export function TaxRatesPage() {
  const { trpc } = useAppContext();
  const editing = useDialogTarget<{ rate: TaxRate | null }>();
  const rates = useSuspenseQuery({
    ...trpc.admin.tax.list.queryOptions(),
    select: (items) => ({ items, total: items.length }),
  });
  const removal = useConfirmedAction({
    mutation: trpc.admin.tax.delete.mutationOptions(),
    invalidates: [trpc.admin.tax.list.pathKey()],
    title: 'Remove this tax rate?',
    describe: (rate: TaxRate) =>
      `Orders to ${countryName(rate.country)}${rate.region ? ` (${rate.region})` : ''} will no longer pay ${rate.name}.`,
    confirmLabel: 'Remove',
    cancelLabel: 'Cancel',
    done: () => 'Tax rate removed',
  });

  const columns: TableColumn<TaxRate>[] = [
    { header: 'Country', cell: (rate) => `${countryName(rate.country)} (${rate.country})` },
    { header: 'Region', cell: (rate) => rate.region ?? 'Whole country', width: 'w-36' },
    { header: 'Name', cell: (rate) => rate.name, className: 'font-medium text-graphite-900' },
    { header: 'Rate', cell: (rate) => formatRate(rate.rateBasisPoints), numeric: true, width: 'w-24' },
    { header: 'On shipping', cell: (rate) => (rate.appliesToShipping ? 'Yes' : 'No'), width: 'w-28' },
    {
      header: 'Action',
      width: 'w-44',
      cell: (rate) => {
        const label = `${rate.name} (${rate.country}${rate.region ? ` ${rate.region}` : ''})`;
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Edit ${label}`}
              onClick={() => editing.show({ rate })}
            >
              Edit
            </Button>
            <Button
              variant="danger"
              size="sm"
              aria-label={`Remove ${label}`}
              onClick={() => removal.ask(rate)}
            >
              Remove
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <DashboardPage
      title="Tax rates"
      intro="Prices are net: these rates are added at checkout, by the buyer's country and region."
    >
      <Button onClick={() => editing.show({ rate: null })}>Add rate</Button>
      <QueryTable
        query={rates}
        caption="Tax rates"
        columns={columns}
        empty="No tax rates yet: orders carry no tax."
      />
      <Dialog
        open={editing.open}
        title={editing.target?.rate ? `Edit ${editing.target.rate.name}` : 'Add a tax rate'}
        onClose={editing.close}
      >
        {editing.target && (
          <TaxRateForm key={editing.opening} rate={editing.target.rate} onDone={editing.close} />
        )}
      </Dialog>
      {removal.dialog}
    </DashboardPage>
  );
}
