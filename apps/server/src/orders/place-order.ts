import {
  AppError,
  lineTotalCents,
  MESSAGES,
  type Order,
  orderQuantityProblem,
  type PlaceOrderInput,
} from '@partsmith/contracts';
import { type Database, orders, products, uuidv7 } from '@partsmith/db';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { claimIdempotencyKey } from '../shared/idempotency';
import type { Queryable } from '../shared/queryable';
import { readOrder } from './order-row';

/** total_cents is a 32-bit integer column. */
const MAX_TOTAL_CENTS = 2_147_483_647;

export interface PlaceOrderOptions {
  db: Database;
  now: () => Date;
  userId: string;
  input: PlaceOrderInput;
}

/**
 * Reserves stock and creates an unpaid order in one transaction. The price is the product's, never the client's;
 * the stock check that counts is the conditional decrement, so concurrent buyers can never oversell.
 */
export async function placeOrder({ db, now, userId, input }: PlaceOrderOptions): Promise<Order> {
  const { idempotencyKey, ...request } = input;
  const id = uuidv7();
  const orderId = await db.transaction(async (tx) => {
    if (idempotencyKey) {
      const claim = {
        userId,
        scope: 'orders.place',
        key: idempotencyKey,
        request,
        response: { orderId: id },
      };
      const earlier = (await claimIdempotencyKey(tx, claim)) as { orderId: string } | null;
      if (earlier) return earlier.orderId;
    }
    await reserveAndInsert(tx, { id, now, userId, request });
    return id;
  });
  const order = await readOrder(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished after it was placed`);
  return order;
}

async function reserveAndInsert(
  tx: Queryable,
  {
    id,
    now,
    userId,
    request,
  }: { id: string; now: () => Date; userId: string; request: Omit<PlaceOrderInput, 'idempotencyKey'> },
): Promise<void> {
  const { productId, quantity, phone, address } = request;
  const onSale = and(eq(products.id, productId), isNull(products.deletedAt));
  const [product] = await tx
    .select({
      quantity: products.quantity,
      minimum: products.minimumOrderQuantity,
      price: products.priceCents,
    })
    .from(products)
    .where(onSale);
  if (!product) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  const problem = orderQuantityProblem(quantity, { minimum: product.minimum, available: product.quantity });
  if (problem) throw new AppError('BAD_REQUEST', problem);
  if (lineTotalCents(product.price, quantity) > MAX_TOTAL_CENTS)
    throw new AppError('BAD_REQUEST', MESSAGES.orderTooLarge);

  // The row lock serialises buyers; each re-checks the stock it finds once the one before has committed.
  const [sold] = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}` })
    .where(and(onSale, gte(products.quantity, quantity)))
    .returning({
      name: products.name,
      description: products.description,
      imageId: products.imageId,
      priceCents: products.priceCents,
    });
  if (!sold) {
    const [fresh] = await tx.select({ quantity: products.quantity }).from(products).where(onSale);
    if (!fresh) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
    throw new AppError('BAD_REQUEST', MESSAGES.quantityAboveStock(fresh.quantity));
  }
  await tx.insert(orders).values({
    id,
    userId,
    productId,
    productName: sold.name,
    productDescription: sold.description,
    productImageId: sold.imageId,
    unitPriceCents: sold.priceCents,
    quantity,
    totalCents: lineTotalCents(sold.priceCents, quantity),
    phone,
    address,
    status: 'unpaid',
    createdAt: now(),
  });
}
