import type { LineToShip } from '@partsmith/contracts';
import { orderLines, type Queryable, shipmentLines } from '@partsmith/db';
import { and, asc, eq, sql } from 'drizzle-orm';

/**
 * Units shipped per order line, with the units ordered, line by line (decision 0067). What is left to ship is
 * the difference; returns are bounded by `shipped`. Read inside the caller's transaction, with the order locked,
 * it is exact.
 */
export function unitsShippedPerLine(db: Queryable, orderId: string): Promise<LineToShip[]> {
  return db
    .select({
      lineNo: orderLines.lineNo,
      partNumber: orderLines.partNumber,
      name: orderLines.name,
      ordered: orderLines.quantity,
      shipped: sql<number>`coalesce(sum(${shipmentLines.quantity}), 0)::int`,
    })
    .from(orderLines)
    .leftJoin(
      shipmentLines,
      and(eq(shipmentLines.orderId, orderLines.orderId), eq(shipmentLines.lineNo, orderLines.lineNo)),
    )
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.orderId, orderLines.lineNo)
    .orderBy(asc(orderLines.lineNo));
}
