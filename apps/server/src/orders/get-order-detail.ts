import type { OrderDetail } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import { readOrderReturns } from '../returns/read-returns';
import { readShipments } from '../shipments/read-shipments';
import { getOrder } from './get-order';
import { orderTimeline } from './order-timeline';

/**
 * One order for its owner (any order for an admin) with its timeline and parcels; NOT_FOUND for anyone else, as
 * `getOrder`.
 */
export async function getOrderDetail(options: {
  db: Database;
  userId: string;
  id: string;
  asAdmin: boolean;
}): Promise<OrderDetail> {
  const order = await getOrder(options);
  const [shipments, returns] = [
    await readShipments(options.db, order.id),
    await readOrderReturns(options.db, order.id),
  ];
  return { ...order, timeline: orderTimeline(order, shipments, returns), shipments };
}
