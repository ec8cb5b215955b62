import { createHash } from 'node:crypto';
import type { OrderStatus } from '@partsmith/contracts';
import { type Database, images, orderLines, orders, products, reviews, users } from '@partsmith/db';

let sequence = 0;
const next = () => ++sequence;

export async function insertImage(db: Database, bytes = new Uint8Array([82, 73, 70, 70, next()])) {
  const id = createHash('sha256').update(bytes).digest('hex');
  await db
    .insert(images)
    .values({ id, mime: 'image/webp', width: 8, height: 6, bytes })
    .onConflictDoNothing();
  return id;
}

export async function insertProduct(db: Database, overrides: Partial<typeof products.$inferInsert> = {}) {
  const n = next();
  const [product] = await db
    .insert(products)
    .values({
      name: `Test part ${n}`,
      description: `A hardened steel test part number ${n}, made for the integration tests of the catalogue.`,
      priceCents: 1250 + n,
      quantity: 100,
      minimumOrderQuantity: 2,
      ...overrides,
    })
    .returning();
  if (!product) throw new Error('product not inserted');
  return product;
}

export async function insertUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({ email: `user${n}@example.com`, name: `User ${n}`, ...overrides })
    .returning();
  if (!user) throw new Error('user not inserted');
  return user;
}

export async function insertReview(db: Database, overrides: Partial<typeof reviews.$inferInsert> = {}) {
  const userId = overrides.userId ?? (await insertUser(db)).id;
  const [review] = await db
    .insert(reviews)
    .values({ description: 'Solid parts, shipped on time.', rating: 5, ...overrides, userId })
    .returning();
  if (!review) throw new Error('review not inserted');
  return review;
}

/** An order of `status` straight in the table, for tests about what a purchase allows (reviews), not ordering. */
export async function insertOrder(db: Database, userId: string, status: OrderStatus) {
  return insertOrderOf(db, userId, [{ product: await insertProduct(db), quantity: 2 }], status);
}

type ProductRow = typeof products.$inferSelect;

/** What a checkout adds to an order's lines: shipping, tax by rate, where to, the PO number, tax exemption. */
export interface CheckoutFigures {
  shippingCents?: number;
  taxes?: { name: string; rateBasisPoints: number; taxCents: number }[];
  shipTo?: typeof orders.$inferInsert.shipTo;
  shipping?: { method: string; deliveryDaysMin: number; deliveryDaysMax: number };
  poNumber?: string;
  taxExempt?: boolean;
  /** When it was placed and paid, for tests of date ranges (default: placed now, never paid). */
  createdAt?: Date;
  paidAt?: Date;
}

/**
 * An order of these lines straight in the tables, priced at each part's price; the stock is left as it is. For
 * orders of several parts, which only a checkout of a cart places; `checkout` adds its figures (total = subtotal
 * + shipping + tax, as the table's CHECK wants).
 */
export async function insertOrderOf(
  db: Database,
  userId: string,
  lines: { product: ProductRow; quantity: number }[],
  status: OrderStatus = 'unpaid',
  reservedUntil = new Date(Date.now() + 30 * 60_000),
  checkout: CheckoutFigures = {},
) {
  const priced = lines.map(({ product, quantity }, index) => ({
    lineNo: index + 1,
    productId: product.id,
    partNumber: product.partNumber,
    name: product.name,
    description: product.description,
    imageId: product.imageId,
    unitPriceCents: product.priceCents,
    quantity,
    lineTotalCents: product.priceCents * quantity,
  }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const { shippingCents = 0, taxes = [], shipping, ...rest } = checkout;
  const taxCents = taxes.reduce((sum, tax) => sum + tax.taxCents, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      quantity: priced.reduce((sum, line) => sum + line.quantity, 0),
      subtotalCents,
      shippingCents,
      taxCents,
      taxes,
      totalCents: subtotalCents + shippingCents + taxCents,
      shippingMethod: shipping?.method,
      deliveryDaysMin: shipping?.deliveryDaysMin,
      deliveryDaysMax: shipping?.deliveryDaysMax,
      ...rest,
      phone: '+44 20 7946 0018',
      address: '14 Foundry Row',
      status,
      reservedUntil,
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  await db.insert(orderLines).values(priced.map((line) => ({ ...line, orderId: order.id })));
  return order;
}
