import type { OrderShipments, ShipmentCreateInput } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import type { JobQueue } from '../jobs/job-queue';
import { listOrderShipments } from './list-order-shipments';
import { recordShipment } from './record-shipment';

export interface CreateShipmentOptions {
  db: Database;
  now: () => Date;
  jobs: JobQueue;
  publicUrl: string;
  actorId: string;
  input: ShipmentCreateInput;
}

/** Admin: one parcel of a paid order in one transaction (`recordShipment`); answers the order's parcels after it. */
export async function createShipment(options: CreateShipmentOptions): Promise<OrderShipments> {
  const { db, input, ...rest } = options;
  return db.transaction(async (tx) => {
    await recordShipment(tx, { ...rest, ...input });
    return listOrderShipments({ db: tx, orderId: input.orderId });
  });
}
