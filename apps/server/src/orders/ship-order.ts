import { AppError, MESSAGES, type OrderChange } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import { recordAudit } from '../audit/record-audit';
import type { JobQueue } from '../jobs/job-queue';
import { orderShippedMail } from './order-mails';
import { readOrder } from './order-row';
import { transitionOrder } from './transition-order';

export interface ShipOrderOptions {
  db: Database;
  now: () => Date;
  jobs: JobQueue;
  actorId: string;
  id: string;
}

/** Admin: a paid order → shipped, audited and the customer's mail queued, all in the same transaction. */
export async function shipOrder({ db, now, jobs, actorId, id }: ShipOrderOptions): Promise<OrderChange> {
  return db.transaction(async (tx) => {
    const { changed, from } = await transitionOrder(tx, id, { type: 'ship', at: now() }, jobs);
    const order = await readOrder(tx, id);
    if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    if (changed) {
      await recordAudit(tx, {
        actorId,
        action: 'order.ship',
        targetTable: 'orders',
        targetId: id,
        before: { status: from },
        after: { status: 'shipped' },
      });
      await jobs.enqueue(tx, 'mail', orderShippedMail(order));
    }
    return { order, changed };
  });
}
