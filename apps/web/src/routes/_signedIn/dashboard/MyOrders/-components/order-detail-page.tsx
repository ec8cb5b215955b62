import { formatOrderNumber, type OrderStatus } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Suspense } from 'react';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { OrderStatusMarker } from '../../../../../components/order-status-marker';
import { Spinner } from '../../../../../components/ui/spinner';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { useAppContext } from '../../../../../lib/use-app-context';
import { PayByNotice } from '../../payment/-components/pay-by-notice';
import { OrderContents } from './order-contents';
import { OrderDetailActions } from './order-detail-actions';
import { OrderParties } from './order-parties';
import { OrderReturns } from './order-returns';
import { OrderShipments } from './order-shipments';
import { ORDER_STATUS_LABELS } from './order-status-labels';
import { OrderTimeline } from './order-timeline';
import { ShipParcelForm } from './ship-parcel-form';

const route = getRouteApi('/_signedIn/dashboard/MyOrders/$id');

/** Whether an admin may send (more of) this order in a parcel (decision 0067). */
export const canShip = (status: OrderStatus) => status === 'paid' || status === 'partly_shipped';

/**
 * One order (issues 14, 23): its lines and figures as invoiced, where it goes, where it stands, and what happened
 * when; the owner's or an admin's.
 */
export function OrderDetailPage() {
  const { id } = route.useParams();
  const { user } = route.useRouteContext();
  const { trpc } = useAppContext();
  const admin = user.role === 'admin';
  const { data: order } = useSuspenseQuery(trpc.orders.detail.queryOptions({ id }));
  return (
    <DashboardPage title={`Order ${formatOrderNumber(order.number)}`}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-graphite-700">
          <OrderStatusMarker status={order.status}>{ORDER_STATUS_LABELS[order.status]}</OrderStatusMarker>
          <span>
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </span>
        </p>
        <OrderDetailActions order={order} />
      </div>
      <PayByNotice order={order} />
      <OrderContents order={order} />
      <OrderShipments orderId={order.id} shipments={order.shipments} admin={admin} />
      {admin && canShip(order.status) && (
        // Fetched here, not by the route's loader: a loader's code is in every page's first load (the home's budget).
        <Suspense fallback={<Spinner label="Loading the Ship form" />}>
          <ShipParcelForm orderId={order.id} />
        </Suspense>
      )}
      <OrderParties order={order} />
      <OrderReturns order={order} />
      <OrderTimeline timeline={order.timeline} />
    </DashboardPage>
  );
}
