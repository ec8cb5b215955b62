import { AppError, MESSAGES, type OrderChange } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import type { JobQueue } from '../jobs/job-queue';
import { recordShipment } from '../shipments/record-shipment';
import { lockOrder } from './lock-order';
import { readOrder } from './order-row';
import { checkTransition } from './order-state-machine';

export interface ShipOrderOptions {
  db: Database;
  now: () => Date;
  jobs: JobQueue;
  actorId: string;
  id: string;
  /** For the mail's link to the order's page. */
  publicUrl?: string;
}

/**
 * Admin, the legacy "mark shipped": everything a paid (or partly shipped) order has left goes in one parcel
 * without tracking (decision 0067), audited and the customer's mail queued, all in one transaction. A shipped
 * order answers `changed: false`; any other status the state machine's CONFLICT.
 */
export async function shipOrder({
  db,
  now,
  jobs,
  actorId,
  id,
  publicUrl,
}: ShipOrderOptions): Promise<OrderChange> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, id);
    if (!locked) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    if (!checkTransition(locked.status, 'ship')) {
      const order = await readOrder(tx, id);
      if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
      return { order, changed: false };
    }
    const { order } = await recordShipment(tx, {
      now,
      jobs,
      actorId,
      orderId: id,
      lines: null,
      carrier: 'other',
      trackingNumber: null,
      publicUrl,
    });
    return { order, changed: true };
  });
}
