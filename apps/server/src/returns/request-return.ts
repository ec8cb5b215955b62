import {
  AppError,
  MESSAGES,
  RETURN_MESSAGES,
  type Return,
  type ReturnRequestInput,
} from '@partsmith/contracts';
import { type Database, returnLines, returns } from '@partsmith/db';
import type { JobQueue } from '../jobs/job-queue';
import { lockOrder } from '../orders/lock-order';
import { lastShippedAt } from './last-shipped-at';
import { readReturn } from './read-returns';
import { returnRequestedMail } from './return-mails';
import { formatDay, isWithinWindow, lastReturnDay, RETURNABLE_STATUSES } from './return-window';
import { returnableUnits } from './returnable-units';

export interface RequestReturnOptions {
  db: Database;
  now: () => Date;
  jobs: JobQueue;
  publicUrl: string;
  /** RETURN_WINDOW_DAYS. */
  windowDays: number;
  userId: string;
  input: ReturnRequestInput;
}

/**
 * A customer asks to return lines of their own shipped (or partly shipped) order, within the window, each at most its returnable
 * units (`returnableUnits`), with the order locked so two requests cannot both take the last units. Another
 * customer's order is NOT_FOUND; anything else wrong is BAD_REQUEST in words, with nothing written.
 */
export async function requestReturn(options: RequestReturnOptions): Promise<Return> {
  const { db, now, jobs, publicUrl, windowDays, userId, input } = options;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, { ownerId: userId });
    if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    const shippedAt = await lastShippedAt(tx, order.id);
    if (!RETURNABLE_STATUSES.has(order.status) || !shippedAt)
      throw new AppError('BAD_REQUEST', RETURN_MESSAGES.returnNotEligible);
    const lastDay = lastReturnDay(shippedAt, windowDays);
    if (!isWithinWindow(now(), lastDay))
      throw new AppError('BAD_REQUEST', RETURN_MESSAGES.returnWindowClosed(formatDay(lastDay)));
    const bound = await returnableUnits(tx, order.id);
    const seen = new Set<number>();
    for (const line of input.lines) {
      if (seen.has(line.lineNo))
        throw new AppError('BAD_REQUEST', RETURN_MESSAGES.returnLineTwice(line.lineNo));
      seen.add(line.lineNo);
      const units = bound.get(line.lineNo);
      if (units === undefined)
        throw new AppError('BAD_REQUEST', RETURN_MESSAGES.returnUnknownLine(line.lineNo));
      if (line.quantity > units)
        throw new AppError('BAD_REQUEST', RETURN_MESSAGES.returnTooMany(line.lineNo, units));
    }
    const [created] = await tx
      .insert(returns)
      .values({ orderId: order.id, userId, reason: input.reason, note: input.note, createdAt: now() })
      .returning({ id: returns.id });
    if (!created) throw new Error('return was not stored');
    await tx.insert(returnLines).values(
      input.lines.map((line) => ({
        returnId: created.id,
        orderId: order.id,
        lineNo: line.lineNo,
        quantity: line.quantity,
      })),
    );
    const item = await readReturn(tx, created.id);
    if (!item) throw new Error('return was not stored');
    await jobs.enqueue(tx, 'mail', returnRequestedMail(item, publicUrl));
    return item;
  });
}
