import { AppError, addressLines, MESSAGES, type PackingSlip, SHIPMENT_MESSAGES } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import { readOrder } from '../orders/order-row';
import { readShipments } from './read-shipments';

/** Admin: what one parcel's packing slip prints (no prices); NOT_FOUND for an unknown order or parcel. */
export async function packingSlip({
  db,
  orderId,
  shipmentId,
}: {
  db: Database;
  orderId: string;
  shipmentId: string;
}): Promise<PackingSlip> {
  const order = await readOrder(db, orderId);
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  const shipment = (await readShipments(db, orderId)).find((parcel) => parcel.id === shipmentId);
  if (!shipment) throw new AppError('NOT_FOUND', SHIPMENT_MESSAGES.shipmentNotFound);
  return {
    orderNumber: order.number,
    shipment,
    customerName: order.customer.name,
    shipTo: order.shipTo ? addressLines(order.shipTo) : [order.customer.name, order.address],
    phone: order.phone,
  };
}
