import { createHash } from 'node:crypto';
import type { OrderStatus } from '@partsmith/contracts';
import { type Database, images, orders, products, reviews, users } from '@partsmith/db';

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
  const product = await insertProduct(db);
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      productId: product.id,
      productName: product.name,
      productDescription: product.description,
      unitPriceCents: product.priceCents,
      quantity: 2,
      totalCents: product.priceCents * 2,
      phone: '+44 20 7946 0018',
      address: '14 Foundry Row',
      status,
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  return order;
}
