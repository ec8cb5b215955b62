import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, optionalTimestamp } from './columns';

/**
 * `id` is the SHA-256 of the stored bytes, so the same image is stored once and its URL never changes. A smaller
 * copy for `srcset` names the image it was made from in `variant_of`.
 */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    variantOf: text('variant_of').references((): AnyPgColumn => images.id),
    createdAt: createdAt(),
  },
  (t) => [index('images_variant_of_idx').on(t.variantOf)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    minimumOrderQuantity: integer('minimum_order_quantity').notNull(),
    imageId: text('image_id').references(() => images.id),
    createdAt: createdAt(),
    deletedAt: optionalTimestamp('deleted_at'),
  },
  (t) => [
    check('products_price_check', sql`${t.priceCents} >= 0`),
    check('products_quantity_check', sql`${t.quantity} >= 0`),
    check('products_minimum_check', sql`${t.minimumOrderQuantity} >= 1`),
    // One per catalogue sort, for keyset pages over the parts on sale; the id breaks ties. Ascending: a backward
    // scan gives `desc` with Postgres's default NULLS FIRST, which a `desc()` index (NULLS LAST) would not.
    index('products_on_sale_newest_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('products_on_sale_price_idx').on(t.priceCents, t.id).where(sql`${t.deletedAt} is null`),
    index('products_on_sale_name_idx').on(t.name, t.id).where(sql`${t.deletedAt} is null`),
    // Search by any part of the name (ILIKE '%…%'), through pg_trgm.
    index('products_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * One row: the catalogue's version, bumped by a trigger in the transaction of every write to `products` (stock
 * included) and announced on the `catalogue_version` channel, so every instance knows when its copy is stale.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    single: boolean('single').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalogue_version_single_check', sql`${t.single}`)],
);
