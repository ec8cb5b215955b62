import { type Queryable, returnLines, returns } from '@partsmith/db';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { unitsShippedPerLine } from '../shipments/units-shipped';

/** Units of each line of an order in its returns that pass `where`, by line number. */
export async function unitsInReturns(tx: Queryable, orderId: string, where: SQL | undefined) {
  const rows = await tx
    .select({ lineNo: returnLines.lineNo, units: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returnLines.orderId, orderId), where))
    .groupBy(returnLines.lineNo);
  return new Map(rows.map((row) => [row.lineNo, Number(row.units)]));
}

/**
 * The units of each line of an order that can still be returned: what was shipped (decision 0067), less what is
 * already in a return that was not refused (open or done). The one bound every request is checked against. Read
 * with the order locked.
 */
export async function returnableUnits(tx: Queryable, orderId: string): Promise<Map<number, number>> {
  const lines = await unitsShippedPerLine(tx, orderId);
  const taken = await unitsInReturns(tx, orderId, ne(returns.status, 'refused'));
  return new Map(lines.map((line) => [line.lineNo, line.shipped - (taken.get(line.lineNo) ?? 0)]));
}

/** Units of each line in the order's refunded returns other than `returnId`. */
export const refundedUnitsBefore = (tx: Queryable, orderId: string, returnId: string) =>
  unitsInReturns(tx, orderId, and(eq(returns.status, 'refunded'), ne(returns.id, returnId)));
