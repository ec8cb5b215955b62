import {
  AppError,
  lineTotalCents,
  MESSAGES,
  type Order,
  orderQuantityProblem,
  type PlaceOrderInput,
} from '@partsmith/contracts';
import { type Database, orders, products, type Queryable, reusableQuery, users, uuidv7 } from '@partsmith/db';
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { claimIdempotencyKey } from '../shared/idempotency';
import { orderOwnColumns, readOrder, toOrder } from './order-row';

/** total_cents is a 32-bit integer column. */
const MAX_TOTAL_CENTS = 2_147_483_647;

export interface PlaceOrderOptions {
  db: Database;
  now: () => Date;
  userId: string;
  input: PlaceOrderInput;
}

type OrderRequest = Omit<PlaceOrderInput, 'idempotencyKey'>;

/**
 * Reserves stock and creates an unpaid order in one transaction, answered from what its statements return (no read
 * after the commit). The price is the product's, never the client's; the stock check that counts is the
 * conditional decrement, so concurrent buyers can never oversell.
 */
export async function placeOrder({ db, now, userId, input }: PlaceOrderOptions): Promise<Order> {
  const { idempotencyKey, ...request } = input;
  const id = uuidv7();
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      const claim = {
        userId,
        scope: 'orders.place',
        key: idempotencyKey,
        request,
        response: { orderId: id },
      };
      const earlier = (await claimIdempotencyKey(tx, claim)) as { orderId: string } | null;
      if (earlier) return readEarlierOrder(tx, earlier.orderId);
    }
    return reserveAndInsert(tx, { id, now, userId, request });
  });
}

async function readEarlierOrder(tx: Queryable, orderId: string): Promise<Order> {
  // The claim waited for the first call's transaction, so its order is committed and visible here.
  const order = await readOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} of an idempotency key is missing`);
  return order;
}

const value = sql.placeholder;

/**
 * The conditional decrement: every rule (on sale, minimum, stock, total within range) in one statement that
 * returns the snapshot with the customer. The row lock serialises buyers; each re-checks these conditions on the
 * row the one before has committed.
 */
const reserveStock = reusableQuery((db) =>
  db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${value('quantity')}` })
    .from(users)
    .where(
      and(
        eq(products.id, value('productId')),
        isNull(products.deletedAt),
        gte(products.quantity, value('quantity')),
        lte(products.minimumOrderQuantity, value('quantity')),
        sql`${products.priceCents}::bigint * ${value('quantity')} <= ${MAX_TOTAL_CENTS}`,
        eq(users.id, value('userId')),
      ),
    )
    .returning({
      name: products.name,
      description: products.description,
      imageId: products.imageId,
      priceCents: products.priceCents,
      customerName: users.name,
      customerEmail: users.email,
    })
    .prepare('reserve_stock'),
);

const insertOrder = reusableQuery((db) =>
  db
    .insert(orders)
    .values({
      id: value('id'),
      userId: value('userId'),
      productId: value('productId'),
      productName: value('productName'),
      productDescription: value('productDescription'),
      productImageId: value('productImageId'),
      unitPriceCents: value('unitPriceCents'),
      quantity: value('quantity'),
      totalCents: value('totalCents'),
      phone: value('phone'),
      address: value('address'),
      status: 'unpaid',
      createdAt: value('createdAt'),
    })
    .returning(orderOwnColumns)
    .prepare('insert_order'),
);

/**
 * Two statements, each built once (`reusableQuery`): the decrement and the insert, which returns the order. Only a
 * refusal reads the product again, to say which rule it broke.
 */
async function reserveAndInsert(
  tx: Queryable,
  { id, now, userId, request }: { id: string; now: () => Date; userId: string; request: OrderRequest },
): Promise<Order> {
  const { productId, quantity, phone, address } = request;
  const [sold] = await reserveStock(tx, { productId, quantity, userId });
  if (!sold) throw await refusalFor(tx, request);
  const [inserted] = await insertOrder(tx, {
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
    createdAt: now(),
  });
  if (!inserted) throw new Error(`order ${id} was not inserted`);
  return toOrder({ ...inserted, customerName: sold.customerName, customerEmail: sold.customerEmail });
}

/** Why the decrement found no row, in the order the rules are told to a buyer. */
async function refusalFor(tx: Queryable, { productId, quantity }: OrderRequest): Promise<AppError> {
  const [product] = await tx
    .select({
      quantity: products.quantity,
      minimum: products.minimumOrderQuantity,
      price: products.priceCents,
    })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  if (!product) return new AppError('NOT_FOUND', MESSAGES.productNotFound);
  const problem = orderQuantityProblem(quantity, { minimum: product.minimum, available: product.quantity });
  if (problem) return new AppError('BAD_REQUEST', problem);
  if (lineTotalCents(product.price, quantity) > MAX_TOTAL_CENTS)
    return new AppError('BAD_REQUEST', MESSAGES.orderTooLarge);
  // The stock was short when the decrement ran and has been restocked since.
  return new AppError('BAD_REQUEST', MESSAGES.quantityAboveStock(product.quantity));
}
