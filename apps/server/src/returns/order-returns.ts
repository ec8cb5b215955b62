import { AppError, MESSAGES, type OrderReturns } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { and, eq } from 'drizzle-orm';
import { lastShippedAt } from './last-shipped-at';
import { readOrderReturns } from './read-returns';
import { isWithinWindow, lastReturnDay, RETURNABLE_STATUSES } from './return-window';
import { returnableUnits } from './returnable-units';

/**
 * An order's returns for its owner (any order's for an admin), and whether a return can be asked for now: the
 * order shipped, today within the window, and some line with units left. NOT_FOUND for anyone else's order.
 */
export async function orderReturns(options: {
  db: Database;
  now: () => Date;
  windowDays: number;
  userId: string;
  orderId: string;
  asAdmin: boolean;
}): Promise<OrderReturns> {
  const { db, now, windowDays, userId, orderId, asAdmin } = options;
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), asAdmin ? undefined : eq(orders.userId, userId)));
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  const bound = await returnableUnits(db, orderId);
  const returnable = [...bound].map(([lineNo, units]) => ({ lineNo, units }));
  const shippedAt = await lastShippedAt(db, orderId);
  const lastDay = shippedAt ? lastReturnDay(shippedAt, windowDays) : null;
  const open =
    RETURNABLE_STATUSES.has(order.status) &&
    lastDay !== null &&
    isWithinWindow(now(), lastDay) &&
    returnable.some((line) => line.units > 0);
  return { returns: await readOrderReturns(db, orderId), lastDay, open, returnable };
}
