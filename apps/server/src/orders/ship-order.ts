import { AppError, MESSAGES, type OrderChange } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { Mailer } from '../mail/mailer';
import type { BackgroundTasks } from '../shared/background-tasks';
import { isUuid } from '../shared/is-uuid';
import { orderShippedMail } from './order-mails';
import { readOrder } from './order-row';

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
  const changed = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    if (order.status === 'shipped') return false;
    if (order.status !== 'paid') throw new AppError('CONFLICT', MESSAGES.onlyPaidShipped);
    await tx.update(orders).set({ status: 'shipped', shippedAt: now() }).where(eq(orders.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'order.ship',
      targetTable: 'orders',
      targetId: id,
      before: { status: 'paid' },
      after: { status: 'shipped' },
    });
    return true;
  });
  const order = await readOrder(db, id);
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  if (changed) background.run('order shipped mail', () => mailer.send(orderShippedMail(order)));
  return { order, changed };
}
