import type { PriceBreak } from '@partsmith/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/** Numbers the parts added without a part number of their own. */
export const partNumberSeq = pgSequence('part_number_seq');

export const products = pgTable(
  'products',
  {
    id: id(),
    /**
     * The shop's part number (SKU): unique among parts on sale whatever its letter case. A part added without one
     * gets the next `P-000123` from the database (decision 0045).
     */
    partNumber: text('part_number')
      .notNull()
      .default(sql`('P-' || lpad(nextval('part_number_seq')::text, 6, '0'))`),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    minimumOrderQuantity: integer('minimum_order_quantity').notNull(),
    /** Quantities are whole packs of this many units ("sold in packs of 50"). */
    packSize: integer('pack_size').notNull().default(1),
    /** The most one order may take; null for no limit but the stock. */
    maximumPerOrder: integer('maximum_per_order'),
    /** Quantity breaks, each cheaper per unit than the one before (checked on save by contracts' rules). */
    priceBreaks: jsonb('price_breaks').$type<PriceBreak[]>().notNull().default([]),
    /** One unit's weight in grams, for shipping by weight. */
    weightGrams: integer('weight_grams').notNull().default(0),
    imageId: text('image_id').references(() => images.id),
    createdAt: createdAt(),
    deletedAt: optionalTimestamp('deleted_at'),
  },
  (t) => [
    check('products_price_check', sql`${t.priceCents} >= 0`),
    check('products_quantity_check', sql`${t.quantity} >= 0`),
    check('products_minimum_check', sql`${t.minimumOrderQuantity} >= 1`),
    check('products_pack_size_check', sql`${t.packSize} >= 1`),
    check(
      'products_maximum_check',
      sql`${t.maximumPerOrder} is null or ${t.maximumPerOrder} >= ${t.minimumOrderQuantity}`,
    ),
    check('products_price_breaks_check', sql`jsonb_typeof(${t.priceBreaks}) = 'array'`),
    check('products_weight_check', sql`${t.weightGrams} >= 0`),
    uniqueIndex('products_on_sale_part_number_key')
      .on(sql`lower(${t.partNumber})`)
      .where(sql`${t.deletedAt} is null`),
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
