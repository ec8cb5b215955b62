import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import {
  categories,
  categoryAttributes,
  images,
  productSpecifications,
  products,
  reviews,
  users,
} from '../schema';
import { generatedParts } from './demo-catalogue';

export { generatedParts };

import {
  type DemoCategory,
  type DemoSpecification,
  demoCategories,
  specPartCategories,
} from './demo-categories';
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
  const generated = generatedParts();
  const shapeOf = new Map(flatCategories().map(({ category }) => [category.slug, category.shape]));
  // Each drawing once: the generated parts of a category share their category's picture.
  const shapes = [
    ...new Set([
      ...demoProducts.map((p) => p.shape),
      ...generated.map((p) => shapeOf.get(p.category) ?? 'hexBolt'),
    ]),
  ];
  const rendered = new Map(
    await Promise.all(
      shapes.map(async (shape) => [shape, await renderProductImage(drawPart(shape))] as const),
    ),
  );
  const now = Date.now();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasAnyProduct(tx)) return skipped;

    await tx
      .insert(images)
      .values(
        [...rendered.values()].map(({ id, mime, width, height, bytes }) => ({
          id,
          mime,
          width,
          height,
          bytes,
        })),
      )
      .onConflictDoNothing();
    const tree = await seedDemoCategories(tx);
    const specParts = demoProducts.map(({ shape, ...product }) => {
      const placed = specPartCategories[product.partNumber];
      if (!placed) throw new Error(`demo part ${product.partNumber} has no category`);
      return { product, shape, ...placed };
    });
    const all = [
      ...specParts,
      ...generated.map(({ category, specification, ...product }) => ({
        product,
        shape: shapeOf.get(category) ?? 'hexBolt',
        category,
        specification,
      })),
    ];
    const insertedProducts = await tx
      .insert(products)
      .values(
        all.map(({ product, shape, category }, i) => ({
          ...product,
          categoryId: tree.categoryId(category),
          imageId: rendered.get(shape)?.id ?? null,
          // Newest first, a minute apart: the 16 hand-written parts stay the home page's newest.
          createdAt: new Date(
            now - (i < specParts.length ? i * DAY_MS : specParts.length * DAY_MS + i * 60_000),
          ),
        })),
      )
      .returning({ id: products.id });
    await tx
      .insert(productSpecifications)
      .values(
        all.flatMap(({ category, specification }, i) =>
          tree.values(category, specification, insertedProducts[i]?.id ?? ''),
        ),
      );

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

function flatCategories(): { category: DemoCategory; parent: DemoCategory | null }[] {
  return demoCategories.flatMap((category) => [
    { category, parent: null },
    ...(category.children ?? []).map((child) => ({ category: child, parent: category })),
  ]);
}

/** Writes the demo tree and its attributes; answers the lookups the parts' rows need. */
export async function seedDemoCategories(tx: Pick<Database, 'insert'>) {
  const flat = flatCategories();
  const idBySlug = new Map<string, string>();
  const categoryId = (slug: string) => {
    const found = idBySlug.get(slug);
    if (!found) throw new Error(`no demo category ${slug}`);
    return found;
  };
  // Top categories first, then their children, which name them.
  for (const level of [flat.filter((c) => !c.parent), flat.filter((c) => c.parent)]) {
    const rows = await tx
      .insert(categories)
      .values(
        level.map(({ category, parent }) => ({
          slug: category.slug,
          name: category.name,
          parentId: parent ? categoryId(parent.slug) : null,
          position: flat.findIndex((c) => c.category === category),
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    for (const row of rows) idBySlug.set(row.slug, row.id);
  }
  const attributeRows = await tx
    .insert(categoryAttributes)
    .values(
      flat.flatMap(({ category }) =>
        category.attributes.map((attribute, position) => ({
          categoryId: categoryId(category.slug),
          key: attribute.key,
          name: attribute.name,
          kind: attribute.kind,
          unit: attribute.unit ?? null,
          position,
        })),
      ),
    )
    .returning({
      id: categoryAttributes.id,
      categoryId: categoryAttributes.categoryId,
      key: categoryAttributes.key,
    });
  const attributeId = new Map(attributeRows.map((row) => [`${row.categoryId}/${row.key}`, row.id]));
  const parentOf = new Map(flat.map(({ category, parent }) => [category.slug, parent?.slug ?? null]));

  /** A part's specification as rows; a key the part's category line does not define is a mistake in the seed. */
  const values = (slug: string, specification: DemoSpecification, productId: string) =>
    Object.entries(specification).map(([key, value]) => {
      const parent = parentOf.get(slug) ?? null;
      const id =
        attributeId.get(`${categoryId(slug)}/${key}`) ??
        (parent ? attributeId.get(`${categoryId(parent)}/${key}`) : undefined);
      if (!id) throw new Error(`demo category ${slug} has no attribute ${key}`);
      return {
        productId,
        attributeId: id,
        numberValue: typeof value === 'number' ? value : null,
        choiceValue: typeof value === 'string' ? value : null,
        booleanValue: typeof value === 'boolean' ? value : null,
      };
    });
  return { categoryId, values };
}
