import { AppError, MESSAGES, type OrderChange } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import { recordAudit } from '../audit/record-audit';
import type { Mailer } from '../mail/mailer';
import type { BackgroundTasks } from '../shared/background-tasks';
import { isUuid } from '../shared/is-uuid';
import { orderShippedMail } from './order-mails';
import { readOrder } from './order-row';
import { transitionOrder } from './transition-order';

export interface ShipOrderOptions {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  background: BackgroundTasks;
  actorId: string;
  id: string;
}

/** Admin: a paid order → shipped, audited in the same transaction; the customer is mailed after the commit. */
export async function shipOrder({
  db,
  now,
  mailer,
  background,
  actorId,
  id,
}: ShipOrderOptions): Promise<OrderChange> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  const { changed } = await db.transaction(async (tx) => {
    const result = await transitionOrder(tx, id, { type: 'ship', at: now() });
    if (result.changed)
      await recordAudit(tx, {
        actorId,
        action: 'order.ship',
        targetTable: 'orders',
        targetId: id,
        before: { status: result.from },
        after: { status: 'shipped' },
      });
    return result;
  });
  const order = await readOrder(db, id);
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  if (changed) background.run('order shipped mail', () => mailer.send(orderShippedMail(order)));
  return { order, changed };
}
