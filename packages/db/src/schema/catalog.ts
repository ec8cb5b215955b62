import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    index('products_created_at_idx').on(t.createdAt),
  ],
);
