import type { Order } from '@partsmith/contracts';
import { orders, type Queryable, users } from '@partsmith/db';
import { eq, type SQL } from 'drizzle-orm';
import { imageUrl } from '../images/image-url';

/** The order's own columns an answer needs; the customer comes from the account (`orderColumns`). */
export const orderOwnColumns = {
  id: orders.id,
  number: orders.number,
  productId: orders.productId,
  productName: orders.productName,
  productDescription: orders.productDescription,
  productImageId: orders.productImageId,
  unitPriceCents: orders.unitPriceCents,
  quantity: orders.quantity,
  totalCents: orders.totalCents,
  phone: orders.phone,
  address: orders.address,
  status: orders.status,
  transactionId: orders.transactionId,
  refundId: orders.refundId,
  createdAt: orders.createdAt,
  reservedUntil: orders.reservedUntil,
  paidAt: orders.paidAt,
  shippedAt: orders.shippedAt,
  cancelledAt: orders.cancelledAt,
  refundedAt: orders.refundedAt,
};

/** The columns an order answer needs, with the customer's name and email from the account. */
const orderColumns = { ...orderOwnColumns, customerName: users.name, customerEmail: users.email };

/** Orders with their customer, filtered by `where`; callers add order and limit. */
export function selectOrders(db: Queryable, where: SQL | undefined) {
  return db.select(orderColumns).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where);
}

type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toOrder(row: OrderRow): Order {
  const {
    productImageId,
    customerName,
    customerEmail,
    createdAt,
    reservedUntil,
    paidAt,
    shippedAt,
    cancelledAt,
    refundedAt,
    ...rest
  } = row;
  return {
    ...rest,
    imageUrl: productImageId ? imageUrl(productImageId) : null,
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
  const [row] = await selectOrders(db, eq(orders.id, id));
  return row ? toOrder(row) : null;
}
