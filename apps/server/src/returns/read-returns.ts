import type { Return } from '@partsmith/contracts';
import { orderLines, orders, type Queryable, returnLines, returns, users } from '@partsmith/db';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';

const returnColumns = {
  id: returns.id,
  orderId: returns.orderId,
  orderNumber: orders.number,
  customerName: users.name,
  customerEmail: users.email,
  status: returns.status,
  reason: returns.reason,
  note: returns.note,
  adminNote: returns.adminNote,
  refundCents: returns.refundCents,
  refundId: returns.refundId,
  creditNoteNumber: returns.creditNoteNumber,
  createdAt: returns.createdAt,
  approvedAt: returns.approvedAt,
  refusedAt: returns.refusedAt,
  receivedAt: returns.receivedAt,
  refundedAt: returns.refundedAt,
};

/** Returns with their order number and customer, filtered by `where`; callers add order and limit. */
export function selectReturns(db: Queryable, where: SQL | undefined) {
  return db
    .select(returnColumns)
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(users, eq(users.id, returns.userId))
    .where(where);
}

type ReturnRow = Awaited<ReturnType<typeof selectReturns>>[number];
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The returns of `rows` with their lines (as the order sold them), read in one statement for the page. */
export async function withReturnLines(db: Queryable, rows: ReturnRow[]): Promise<Return[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      returnId: returnLines.returnId,
      lineNo: returnLines.lineNo,
      quantity: returnLines.quantity,
      condition: returnLines.condition,
      partNumber: orderLines.partNumber,
      name: orderLines.name,
      unitPriceCents: orderLines.unitPriceCents,
    })
    .from(returnLines)
    .innerJoin(
      orderLines,
      and(eq(orderLines.orderId, returnLines.orderId), eq(orderLines.lineNo, returnLines.lineNo)),
    )
    .where(
      inArray(
        returnLines.returnId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(returnLines.lineNo));
  return rows.map(({ customerName, customerEmail, ...row }) => ({
    ...row,
    customer: { name: customerName, email: customerEmail },
    lines: lines.filter((line) => line.returnId === row.id).map(({ returnId: _, ...line }) => line),
    createdAt: row.createdAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    refusedAt: iso(row.refusedAt),
    receivedAt: iso(row.receivedAt),
    refundedAt: iso(row.refundedAt),
  }));
}

/** One return as answered; null for an unknown id. */
export async function readReturn(db: Queryable, id: string): Promise<Return | null> {
  const [found] = await withReturnLines(db, await selectReturns(db, eq(returns.id, id)));
  return found ?? null;
}

/** An order's returns, oldest first (the order page and its timeline). */
export async function readOrderReturns(db: Queryable, orderId: string): Promise<Return[]> {
  const rows = await selectReturns(db, eq(returns.orderId, orderId)).orderBy(
    asc(returns.createdAt),
    asc(returns.id),
  );
  return withReturnLines(db, rows);
}
