import { MESSAGES, type Order, type OrderStatus, orderContents } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { QueryTable } from '../../../../../components/query-table';
import { SearchBox } from '../../../../../components/search-box';
import { SelectField } from '../../../../../components/ui/select-field';
import { useListNavigation } from '../../../../../lib/list-search';
import { useAppContext } from '../../../../../lib/use-app-context';
import { useConfirmedDelete } from '../../../../../lib/use-confirmed-delete';
import { AccountingExportForm } from './accounting-export-form';
import { ordersInput } from './admin-list-search';
import { orderColumns } from './order-columns';
import { useConfirmedRefund } from './use-confirmed-refund';
import { useConfirmedShip } from './use-confirmed-ship';

type StatusFilter = OrderStatus | 'all';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All but cancelled' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'paid', label: 'Paid, to ship' },
  { value: 'partly_shipped', label: 'Partly shipped' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'refunded', label: 'Refunded' },
];

const route = getRouteApi('/_signedIn/dashboard/_admin/manageAllOrders');

/**
 * All Orders (`/dashboard/manageAllOrders`): ship or refund paid orders, delete unpaid ones, filter by status,
 * search by order number or customer.
 */
export function AllOrdersPage() {
  const { trpc } = useAppContext();
  const search = route.useSearch();
  const { turnPage, setFilters } = useListNavigation(search);
  const orders = useSuspenseQuery(trpc.orders.all.queryOptions(ordersInput(search)));
  const removal = useConfirmedDelete({
    mutation: trpc.orders.delete.mutationOptions(),
    // The order's quantity goes back into stock.
    invalidates: [trpc.orders.all.pathKey(), trpc.catalog.pathKey()],
    question: MESSAGES.confirmDeleteOrder,
    cancelLabel: 'Close',
    describe: (order: Order) => `${orderContents(order)}, ordered by ${order.customer.email}.`,
  });
  const shipping = useConfirmedShip();
  const refunding = useConfirmedRefund();

  const columns = orderColumns({ onDelete: removal.ask, onShip: shipping.ask, onRefund: refunding.ask });

  return (
    <DashboardPage
      title="All Orders"
      intro="Ship or refund paid orders; delete unpaid ones to return their stock; export paid orders for accounting."
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <SearchBox
          label="Search by order number, name or email"
          value={search.search}
          // Replacing history keeps Back from replaying every pause in the typing.
          onSearch={(text) => setFilters({ search: text }, true)}
        />
        <SelectField
          label="Show"
          value={search.status ?? 'all'}
          options={FILTERS}
          onChange={(status) => setFilters({ status: status === 'all' ? undefined : status })}
        />
      </div>
      <QueryTable
        query={orders}
        caption="All orders"
        numbered
        cursors={{ search, turnPage }}
        columns={columns}
        empty={
          search.search
            ? `No order matching “${search.search}” with this status`
            : 'No orders with this status'
        }
      />
      <AccountingExportForm />
      {removal.dialog}
      {shipping.dialog}
      {refunding.dialog}
    </DashboardPage>
  );
}
