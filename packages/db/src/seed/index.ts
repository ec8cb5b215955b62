import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { images, products, reviews, users } from '../schema';
import { demoProducts } from './demo-products';
import { demoReviews } from './demo-reviews';
import { seedDemoShipping } from './demo-shipping';
import { drawPart } from './draw/part-shapes';
import { renderProductImage } from './render-product-image';

export interface SeedResult {
  seeded: boolean;
  /** Rows written by this call: zero when the shop already had products. */
  products: number;
  reviews: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any fixed number: concurrent starts queue on it so only one of them seeds. */
const SEED_LOCK = 727_002;

async function hasAnyProduct(db: Pick<Database, 'select'>): Promise<boolean> {
  // deleted products count too: a shop that ever had a catalogue is never reseeded
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) > 0;
}

/**
 * Fills an empty shop with demo products (drawn images included), a few shop reviews, shipping zones and tax
 * rates, in one transaction.
 */
export async function seedDemoData(db: Database): Promise<SeedResult> {
  const skipped: SeedResult = { seeded: false, products: 0, reviews: 0 };
  if (await hasAnyProduct(db)) return skipped;
  const rendered = await Promise.all(demoProducts.map((p) => renderProductImage(drawPart(p.shape))));
  const now = Date.now();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasAnyProduct(tx)) return skipped;

    await tx
      .insert(images)
      .values(rendered.map(({ id, mime, width, height, bytes }) => ({ id, mime, width, height, bytes })))
      .onConflictDoNothing();
    const insertedProducts = await tx
      .insert(products)
      .values(
        demoProducts.map(({ shape: _shape, ...product }, i) => ({
          ...product,
          imageId: rendered[i]?.id ?? null,
          createdAt: new Date(now - i * DAY_MS),
        })),
      )
      .returning({ id: products.id });

    const emails = demoReviews.map((r) => r.reviewer.email);
    await tx
      .insert(users)
      .values(
        demoReviews.map(({ reviewer }, i) => ({
          ...reviewer,
          role: 'customer' as const,
          passwordHash: null,
          createdAt: new Date(now - (60 + i * 9) * DAY_MS),
        })),
      )
      .onConflictDoNothing();
    const reviewers = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    const idByEmail = new Map(reviewers.map((u) => [u.email.toLowerCase(), u.id]));
    const reviewRows = demoReviews.flatMap(({ reviewer, rating, description }, i) => {
      const userId = idByEmail.get(reviewer.email);
      return userId ? [{ userId, rating, description, createdAt: new Date(now - (i * 3 + 1) * DAY_MS) }] : [];
    });
    const insertedReviews = await tx.insert(reviews).values(reviewRows).returning({ id: reviews.id });
    await seedDemoShipping(tx);

    return { seeded: true, products: insertedProducts.length, reviews: insertedReviews.length };
  });
}
