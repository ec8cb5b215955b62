import {
  AppError,
  lineTotalCents,
  MESSAGES,
  type Order,
  type PlaceOrderInput,
  quantityProblem,
  quantityRulesOf,
  unitPriceCents,
} from '@partsmith/contracts';
import {
  type Database,
  orderLines,
  orders,
  products,
  type Queryable,
  reusableQuery,
  users,
  uuidv7,
} from '@partsmith/db';
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { claimIdempotencyKey } from '../shared/idempotency';
import { confirmPlacedOrder } from './confirm-placed-order';
import { orderLineColumns, orderOwnColumns, readOrder, toOrder, toOrderLine } from './order-row';

/** total_cents is a 32-bit integer column. */
const MAX_TOTAL_CENTS = 2_147_483_647;
const MINUTE_MS = 60_000;

/** What unpaid orders may hold (config's `reservations`, decision 0038). */
export interface ReservationRules {
  /** How long an unpaid order holds its stock before the sweep cancels it. */
  minutes: number;
  /** How many unpaid orders, and how many units across them, one customer may hold at once. */
  maxUnpaidOrders: number;
  maxUnpaidUnits: number;
}

export interface PlaceOrderOptions {
  db: Database;
  now: () => Date;
  reservations: ReservationRules;
  userId: string;
  input: PlaceOrderInput;
}

type OrderRequest = Omit<PlaceOrderInput, 'idempotencyKey'>;

/**
 * Reserves stock and creates an unpaid order in one transaction, answered from what its statements return (no read
 * after the commit). The price is the product's, never the client's; the stock check that counts is the
 * conditional decrement, so concurrent buyers can never oversell. When the connection fails after the work, at
 * COMMIT, the order may exist: its id, made here first, is looked up before answering (`confirmPlacedOrder`).
 */
export async function placeOrder({
  db,
  now,
  reservations,
  userId,
  input,
}: PlaceOrderOptions): Promise<Order> {
  const started = performance.now();
  const { idempotencyKey, ...request } = input;
  const id = uuidv7();
  let committing = false;
  try {
    return await db.transaction(async (tx) => {
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
      const order = await reserveAndInsert(tx, { id, now, reservations, userId, request });
      committing = true;
      return order;
    });
  } catch (error) {
    if (!committing) throw error;
    return confirmPlacedOrder({ db, id, failure: error, started });
  }
}

async function readEarlierOrder(tx: Queryable, orderId: string): Promise<Order> {
  // The claim waited for the first call's transaction, so its order is committed and visible here.
  const order = await readOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} of an idempotency key is missing`);
  return order;
}

const value = sql.placeholder;

/**
 * The conditional decrement: every rule (on sale, minimum, whole packs, maximum, stock, total within range at the
 * base price, which no break exceeds) in one statement that returns the snapshot with the customer. The row lock
 * serialises buyers; each re-checks these conditions on the row the one before has committed. It also locks the
 * customer's row until the commit, so one customer's placements take turns and the cap counted by the next
 * statement sees every order committed before it.
 */
const reserveStock = reusableQuery((db) => {
  const customer = db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, value('userId')))
    .for('no key update')
    .as('customer');
  return db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${value('quantity')}` })
    .from(customer)
    .where(
      and(
        eq(products.id, value('productId')),
        isNull(products.deletedAt),
        gte(products.quantity, value('quantity')),
        lte(products.minimumOrderQuantity, value('quantity')),
        sql`${value('quantity')}::int % ${products.packSize} = 0`,
        sql`(${products.maximumPerOrder} is null or ${products.maximumPerOrder} >= ${value('quantity')})`,
        sql`${products.priceCents}::bigint * ${value('quantity')} <= ${MAX_TOTAL_CENTS}`,
      ),
    )
    .returning({
      partNumber: products.partNumber,
      name: products.name,
      description: products.description,
      imageId: products.imageId,
      priceCents: products.priceCents,
      priceBreaks: products.priceBreaks,
      customerName: customer.name,
      customerEmail: customer.email,
    })
    .prepare('reserve_stock');
});

/**
 * The insert, answering with the order what the customer's other unpaid orders held before it (counted on the
 * partial index `orders_unpaid_user_id_idx`; a statement's snapshot leaves out the row it inserts). A new
 * statement after the customer's row was locked, so its snapshot holds every earlier placement of theirs.
 */
const insertOrder = reusableQuery((db) => {
  const inserted = db.$with('inserted').as(
    db
      .insert(orders)
      .values({
        id: value('id'),
        userId: value('userId'),
        quantity: value('quantity'),
        // A "Buy now" order: no shipping method chosen, so its lines are its total (decision 0052).
        subtotalCents: value('totalCents'),
        totalCents: value('totalCents'),
        phone: value('phone'),
        address: value('address'),
        status: 'unpaid',
        createdAt: value('createdAt'),
        reservedUntil: value('reservedUntil'),
      })
      .returning(orderOwnColumns),
  );
  // Its one line, in the same statement: the foreign key to the order is checked at the statement's end.
  const line = db.$with('line').as(
    db
      .insert(orderLines)
      .values({
        orderId: value('id'),
        lineNo: 1,
        productId: value('productId'),
        partNumber: value('partNumber'),
        name: value('name'),
        description: value('description'),
        imageId: value('imageId'),
        unitPriceCents: value('unitPriceCents'),
        quantity: value('quantity'),
        lineTotalCents: value('totalCents'),
      })
      .returning(orderLineColumns),
  );
  const held = db
    .select({
      orders: sql<number>`count(*)::int`.as('held_orders'),
      units: sql<number>`coalesce(sum(${orders.quantity}), 0)::int`.as('held_units'),
    })
    .from(orders)
    // 'unpaid' written into the SQL, not sent as a value: a prepared statement's generic plan can then still use
    // the partial index, whose predicate it must match (with a parameter it scanned every order of the customer).
    .where(and(eq(orders.userId, value('userId')), sql`${orders.status} = 'unpaid'`))
    .as('held');
  type Column = keyof typeof orderOwnColumns;
  const keys = Object.keys(orderOwnColumns) as Column[];
  const columns = Object.fromEntries(keys.map((key) => [key, inserted[key]])) as {
    [K in Column]: (typeof inserted)[K];
  };
  return db
    .with(inserted, line)
    .select({ ...columns, heldOrders: held.orders, heldUnits: held.units })
    .from(inserted)
    .crossJoin(held)
    .prepare('insert_order');
});

interface Placement {
  id: string;
  now: () => Date;
  reservations: ReservationRules;
  userId: string;
  request: OrderRequest;
}

/**
 * Two statements, each built once (`reusableQuery`): the decrement and the insert, which returns the order and
 * what the customer held unpaid before it; over a cap, the transaction rolls back. Only a refusal of the decrement
 * reads the product again, to say which rule it broke.
 */
async function reserveAndInsert(
  tx: Queryable,
  { id, now, reservations, userId, request }: Placement,
): Promise<Order> {
  const { productId, quantity, phone, address } = request;
  const [sold] = await reserveStock(tx, { productId, quantity, userId });
  if (!sold) throw await refusalFor(tx, request);
  const createdAt = now();
  const unitPrice = unitPriceCents(sold.priceCents, sold.priceBreaks, quantity);
  const [inserted] = await insertOrder(tx, {
    id,
    userId,
    productId,
    partNumber: sold.partNumber,
    name: sold.name,
    description: sold.description,
    imageId: sold.imageId,
    unitPriceCents: unitPrice,
    quantity,
    totalCents: lineTotalCents(unitPrice, quantity),
    phone,
    address,
    createdAt,
    reservedUntil: new Date(createdAt.getTime() + reservations.minutes * MINUTE_MS),
  });
  if (!inserted) throw new Error(`order ${id} was not inserted`);
  const { heldOrders, heldUnits, ...order } = inserted;
  if (heldOrders >= reservations.maxUnpaidOrders)
    throw new AppError('CONFLICT', MESSAGES.unpaidOrdersLimit(heldOrders));
  if (heldUnits + quantity > reservations.maxUnpaidUnits)
    throw new AppError('CONFLICT', MESSAGES.unpaidUnitsLimit(reservations.maxUnpaidUnits, heldUnits));
  const soldLine = toOrderLine({
    orderId: id,
    lineNo: 1,
    productId,
    partNumber: sold.partNumber,
    name: sold.name,
    description: sold.description,
    imageId: sold.imageId,
    unitPriceCents: unitPrice,
    quantity,
    lineTotalCents: order.totalCents,
  });
  return toOrder({ ...order, customerName: sold.customerName, customerEmail: sold.customerEmail }, [
    soldLine,
  ]);
}

/** Why the decrement found no row, in the order the rules are told to a buyer. */
async function refusalFor(tx: Queryable, { productId, quantity }: OrderRequest): Promise<AppError> {
  const [product] = await tx
    .select({
      quantity: products.quantity,
      minimumOrderQuantity: products.minimumOrderQuantity,
      packSize: products.packSize,
      maximumPerOrder: products.maximumPerOrder,
      price: products.priceCents,
    })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  if (!product) return new AppError('NOT_FOUND', MESSAGES.productNotFound);
  const problem = quantityProblem(quantity, quantityRulesOf(product));
  if (problem) return new AppError('BAD_REQUEST', problem);
  if (lineTotalCents(product.price, quantity) > MAX_TOTAL_CENTS)
    return new AppError('BAD_REQUEST', MESSAGES.orderTooLarge);
  // The stock was short when the decrement ran and has been restocked since.
  return new AppError('BAD_REQUEST', MESSAGES.quantityAboveStock(product.quantity));
}
