import {
  AppError,
  addressLines,
  type CheckoutInput,
  formatCents,
  MESSAGES,
  type Order,
} from '@partsmith/contracts';
import { carts, type Database, orders, type Queryable, reusableQuery, users, uuidv7 } from '@partsmith/db';
import { and, eq, sql } from 'drizzle-orm';
import { ownAddress } from '../addresses/address-book';
import { confirmPlacedOrder } from '../orders/confirm-placed-order';
import { readOrder, toOrder, toOrderLine } from '../orders/order-row';
import type { ReservationRules } from '../orders/place-order';
import { claimIdempotencyKey } from '../shared/idempotency';
import { type CheckoutLine, readCheckoutLines } from './checkout-lines';
import { type CheckoutPricing, priceCheckout, readDestination } from './price-checkout';
import { writeOrder } from './write-order';

const MINUTE_MS = 60_000;

export interface PlaceCheckoutOptions {
  db: Database;
  now: () => Date;
  reservations: ReservationRules;
  userId: string;
  input: CheckoutInput;
}

/**
 * The cart becomes one unpaid order, in one transaction (decision 0052): every line's stock is reserved or none
 * is; the figures are worked out again from the locked rows, and a total other than the one the buyer saw is
 * refused with the new one, never charged. Locks, always in this order: the customer, their cart, the parts by
 * id. The idempotency key makes a retried or double-clicked checkout the same single order.
 */
export async function placeCheckout({
  db,
  now,
  reservations,
  userId,
  input,
}: PlaceCheckoutOptions): Promise<Order> {
  const started = performance.now();
  const { idempotencyKey, ...request } = input;
  const id = uuidv7();
  let committing = false;
  try {
    return await db.transaction(async (tx) => {
      const claim = { userId, scope: 'checkout', key: idempotencyKey, request, response: { orderId: id } };
      const earlier = (await claimIdempotencyKey(tx, claim)) as { orderId: string } | null;
      if (earlier) {
        const order = await readOrder(tx, earlier.orderId);
        if (!order) throw new Error(`order ${earlier.orderId} of an idempotency key is missing`);
        return order;
      }
      const order = await reserveAndInsert(tx, { id, createdAt: now(), reservations, userId, request });
      committing = true;
      return order;
    });
  } catch (error) {
    if (!committing) throw error;
    return confirmPlacedOrder({ db, id, failure: error, started });
  }
}

interface Placement {
  id: string;
  createdAt: Date;
  reservations: ReservationRules;
  userId: string;
  request: Omit<CheckoutInput, 'idempotencyKey'>;
}

/**
 * Everything that does not need the parts is read before they are locked (the customer, the address, the cart,
 * the unpaid count, then the zone's methods and the tax rates), so the parts, which other carts share, are held
 * for three round trips only: their locking read, one statement that writes everything, and the commit.
 */
async function reserveAndInsert(tx: Queryable, placement: Placement): Promise<Order> {
  const { userId, request } = placement;
  // Sent together, in one round trip: a connection's statements run in the order sent, so the customer's row is
  // locked first (their checkouts take turns) and the unpaid count, last, sees every earlier one.
  const [[customer], address, [cart], held] = await Promise.all([
    lockCustomer(tx, { userId }),
    ownAddress(tx, userId, request.addressId),
    lockCart(tx, { userId }),
    unpaidHeldBy(tx, userId),
  ]);
  if (!customer) throw new Error(`the signed-in user ${userId} is missing`);
  if (!cart) throw new AppError('BAD_REQUEST', MESSAGES.checkoutCartEmpty);
  const destination = await readDestination(tx, address);

  const lines = await readCheckoutLines(tx, cart.id, { lock: true });
  const pricing = priceCheckout({
    lines,
    destination,
    shippingMethodId: request.shippingMethodId,
    fallBackToCheapest: false,
    taxExempt: customer.taxExempt,
  });
  const totals = acceptedTotals(pricing, request.expectedTotalCents);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  checkUnpaidCaps(placement.reservations, held, units);
  const rows = lines.map((line) => lineRow(placement.id, line));
  const [inserted] = await writeOrder(tx, {
    cartId: cart.id,
    rows,
    order: {
      id: placement.id,
      userId,
      quantity: units,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      taxes: totals.taxes,
      totalCents: totals.totalCents,
      phone: address.phone,
      address: addressLines(address).join('\n'),
      shipTo: {
        recipient: address.recipient,
        line1: address.line1,
        line2: address.line2,
        city: address.city,
        region: address.region,
        postcode: address.postcode,
        country: address.country,
      },
      shippingMethod: totals.method.name,
      deliveryDaysMin: totals.method.deliveryDaysMin,
      deliveryDaysMax: totals.method.deliveryDaysMax,
      poNumber: request.poNumber || null,
      taxExempt: customer.taxExempt,
      status: 'unpaid',
      createdAt: placement.createdAt,
      reservedUntil: new Date(placement.createdAt.getTime() + placement.reservations.minutes * MINUTE_MS),
    },
  });
  if (!inserted) throw new Error(`order ${placement.id} was not inserted`);
  const { reservedLines, ...order } = inserted;
  // Each line was checked against its locked row, so every one qualifies: this is the last guard against oversell.
  if (reservedLines !== lines.length) throw new Error('a locked, checked line could not be reserved');
  return toOrder(
    { ...order, customerName: customer.name, customerEmail: customer.email },
    rows.map(toOrderLine),
  );
}

// The statements every checkout sends, each built once and prepared on every connection (decision 0035).
const lockCustomer = reusableQuery((db) =>
  db
    .select({ name: users.name, email: users.email, taxExempt: users.taxExempt })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('no key update')
    .prepare('checkout_lock_customer'),
);
const lockCart = reusableQuery((db) =>
  db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.userId, sql.placeholder('userId')))
    .for('update')
    .prepare('checkout_lock_cart'),
);
// 'unpaid' written into the SQL, so the generic plan can use the partial index (as placeOrder's count does).
const selectUnpaidHeld = reusableQuery((db) =>
  db
    .select({
      orders: sql<number>`count(*)::int`,
      units: sql<number>`coalesce(sum(${orders.quantity}), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.userId, sql.placeholder('userId')), sql`${orders.status} = 'unpaid'`))
    .prepare('checkout_unpaid_held'),
);

/** What the customer's other unpaid orders hold (decision 0038); their row is locked, so no placement slips by. */
async function unpaidHeldBy(tx: Queryable, userId: string) {
  const [held] = await selectUnpaidHeld(tx, { userId });
  return held ?? { orders: 0, units: 0 };
}

function checkUnpaidCaps(
  reservations: ReservationRules,
  held: { orders: number; units: number },
  units: number,
) {
  if (held.orders >= reservations.maxUnpaidOrders)
    throw new AppError('CONFLICT', MESSAGES.unpaidOrdersLimit(held.orders));
  if (held.units + units > reservations.maxUnpaidUnits)
    throw new AppError('CONFLICT', MESSAGES.unpaidUnitsLimit(reservations.maxUnpaidUnits, held.units));
}

/** The figures, when nothing stops the order and they are the ones the buyer saw. */
function acceptedTotals(pricing: CheckoutPricing, expectedTotalCents: number) {
  const [problem] = pricing.problems;
  if (problem !== undefined || !pricing.totals || !pricing.method)
    throw new AppError('CONFLICT', problem ?? MESSAGES.checkoutMethodUnavailable);
  if (pricing.totals.totalCents !== expectedTotalCents)
    throw new AppError(
      'CONFLICT',
      MESSAGES.checkoutTotalChanged(formatCents(pricing.totals.totalCents), formatCents(expectedTotalCents)),
    );
  return { ...pricing.totals, method: pricing.method };
}

function lineRow(orderId: string, line: CheckoutLine) {
  return {
    orderId,
    lineNo: line.lineNo,
    productId: line.productId,
    partNumber: line.partNumber,
    name: line.name,
    description: line.description,
    imageId: line.imageId,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    lineTotalCents: line.unitPriceCents * line.quantity,
  };
}
