import { AppError, RETURN_MESSAGES, type Return, type ReturnCondition } from '@partsmith/contracts';
import { type Database, orderLines, products, type Queryable, returnLines } from '@partsmith/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { JobQueue, JobTransaction } from '../jobs/job-queue';
import { noticeRestock, type StockChange } from '../stock-alerts/notice-restock';
import { returnReceivedMail } from './return-mails';
import { transitionReturn } from './transition-return';

export interface ReceiveReturnOptions {
  db: Database;
  now: () => Date;
  jobs: JobQueue;
  publicUrl: string;
  actorId: string;
  id: string;
  lines: { lineNo: number; condition: ReturnCondition }[];
}

/**
 * Admin: an approved return's goods arrived → received. Every line is named good or damaged; good units go back
 * on their part's stock (a part going from none to some fires its back-in-stock alerts, `noticeRestock`), damaged
 * ones do not. One transaction, audited, the customer mailed.
 */
export async function receiveReturn(options: ReceiveReturnOptions): Promise<Return> {
  const { db, now, jobs, publicUrl, actorId, id, lines } = options;
  const conditions = new Map(lines.map((line) => [line.lineNo, line.condition]));
  let restocked: { lineNo: number; units: number }[] = [];
  const { item } = await db.transaction((tx) =>
    transitionReturn({
      tx,
      jobs,
      at: now(),
      actorId,
      id,
      type: 'receive',
      work: async () => {
        restocked = await markLines(tx, jobs, id, conditions);
        return {};
      },
      audit: () => ({ lines, restocked }),
      mail: (received) => returnReceivedMail(received, publicUrl),
    }),
  );
  return item;
}

/** Sets each line's condition and puts the good ones back, part by part in product-id order (no deadlocks). */
async function markLines(
  tx: Queryable & JobTransaction,
  jobs: JobQueue,
  returnId: string,
  conditions: Map<number, ReturnCondition>,
) {
  const rows = await tx
    .select({ lineNo: returnLines.lineNo, quantity: returnLines.quantity, productId: orderLines.productId })
    .from(returnLines)
    .innerJoin(
      orderLines,
      and(eq(orderLines.orderId, returnLines.orderId), eq(orderLines.lineNo, returnLines.lineNo)),
    )
    .where(eq(returnLines.returnId, returnId))
    .orderBy(asc(orderLines.productId), asc(returnLines.lineNo));
  if (rows.length !== conditions.size || rows.some((row) => !conditions.has(row.lineNo)))
    throw new AppError('BAD_REQUEST', RETURN_MESSAGES.returnEveryLineCondition);
  const changes: StockChange[] = [];
  const restocked: { lineNo: number; units: number }[] = [];
  for (const row of rows) {
    const condition = conditions.get(row.lineNo) ?? 'damaged';
    await tx
      .update(returnLines)
      .set({ condition })
      .where(and(eq(returnLines.returnId, returnId), eq(returnLines.lineNo, row.lineNo)));
    if (condition !== 'good') continue;
    const [part] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${row.quantity}` })
      .where(eq(products.id, row.productId))
      .returning({ quantity: products.quantity });
    if (!part) continue;
    changes.push({ productId: row.productId, before: part.quantity - row.quantity, after: part.quantity });
    restocked.push({ lineNo: row.lineNo, units: row.quantity });
  }
  await noticeRestock(tx, jobs, changes);
  return restocked;
}
