import type { Order, OrderLine } from '@partsmith/contracts';
import { orderLines, orders, type Queryable, users } from '@partsmith/db';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { imageUrl } from '../images/image-url';

/** The order's own columns an answer needs; the customer comes from the account (`orderColumns`). */
export const orderOwnColumns = {
  id: orders.id,
  number: orders.number,
  quantity: orders.quantity,
  subtotalCents: orders.subtotalCents,
  shippingCents: orders.shippingCents,
  taxCents: orders.taxCents,
  taxes: orders.taxes,
  totalCents: orders.totalCents,
  phone: orders.phone,
  address: orders.address,
  shipTo: orders.shipTo,
  shippingMethod: orders.shippingMethod,
  deliveryDaysMin: orders.deliveryDaysMin,
  deliveryDaysMax: orders.deliveryDaysMax,
  poNumber: orders.poNumber,
  taxExempt: orders.taxExempt,
  status: orders.status,
  transactionId: orders.transactionId,
  refundId: orders.refundId,
  creditNoteNumber: orders.creditNoteNumber,
  createdAt: orders.createdAt,
  reservedUntil: orders.reservedUntil,
  paidAt: orders.paidAt,
  shippedAt: orders.shippedAt,
  cancelledAt: orders.cancelledAt,
  refundedAt: orders.refundedAt,
};

/** The columns an order answer needs, with the customer's name and email from the account. */
const orderColumns = { ...orderOwnColumns, customerName: users.name, customerEmail: users.email };

/** Orders with their customer, filtered by `where`; callers add order and limit, then `withLines`. */
export function selectOrders(db: Queryable, where: SQL | undefined) {
  return db.select(orderColumns).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where);
}

type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The columns of a line as it is answered; `toOrderLine` makes the answer. */
export const orderLineColumns = {
  orderId: orderLines.orderId,
  lineNo: orderLines.lineNo,
  productId: orderLines.productId,
  partNumber: orderLines.partNumber,
  name: orderLines.name,
  description: orderLines.description,
  imageId: orderLines.imageId,
  unitPriceCents: orderLines.unitPriceCents,
  quantity: orderLines.quantity,
  lineTotalCents: orderLines.lineTotalCents,
};

/** A line as stored: `orderLineColumns` are all of its columns. */
type OrderLineRow = typeof orderLines.$inferSelect;

export function toOrderLine({ orderId: _, imageId, ...line }: OrderLineRow): OrderLine {
  return { ...line, imageUrl: imageId ? imageUrl(imageId) : null };
}

/** The orders of `rows` with their lines, read in one statement for the whole page. */
export async function withLines(db: Queryable, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select(orderLineColumns)
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo));
  const linesOf = new Map<string, OrderLine[]>();
  for (const line of lines)
    linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), toOrderLine(line)]);
  return rows.map((row) => toOrder(row, linesOf.get(row.id) ?? []));
}

export function toOrder(row: OrderRow, lines: OrderLine[]): Order {
  const {
    customerName,
    customerEmail,
    createdAt,
    reservedUntil,
    paidAt,
    shippedAt,
    cancelledAt,
    refundedAt,
    shippingMethod,
    deliveryDaysMin,
    deliveryDaysMax,
    ...rest
  } = row;
  return {
    ...rest,
    shipping:
      shippingMethod === null
        ? null
        : {
            method: shippingMethod,
            deliveryDaysMin: deliveryDaysMin ?? 0,
            deliveryDaysMax: deliveryDaysMax ?? 0,
          },
    lines,
    customer: { name: customerName, email: customerEmail },
    createdAt: createdAt.toISOString(),
    payBy: rest.status === 'unpaid' ? reservedUntil.toISOString() : null,
    paidAt: iso(paidAt),
    shippedAt: iso(shippedAt),
    cancelledAt: iso(cancelledAt),
    refundedAt: iso(refundedAt),
  };
}

/** One order as an answer, read with `db` (inside a transaction: its own view). */
export async function readOrder(db: Queryable, id: string): Promise<Order | null> {
  const [order] = await withLines(db, await selectOrders(db, eq(orders.id, id)));
  return order ?? null;
}
