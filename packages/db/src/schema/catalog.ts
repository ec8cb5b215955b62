import type { PriceBreak } from '@partsmith/contracts';

/** A specification's value as its attribute's kind holds it: a number, a choice or yes/no. */
export type SpecificationValue = number | string | boolean;

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
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, optionalTimestamp, tsvector } from './columns';

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

/**
 * The catalogue's two-level tree: a top category (parent null) and its sub-categories. A part sits in one
 * category; a top category's page shows its sub-categories' parts too (decision 0056).
 */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    /** The page's address, `/parts/category/<slug>`: unique in the whole tree. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id),
    /** The menu's order among its siblings. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_parent_idx').on(t.parentId, t.position),
    check('categories_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
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
    /**
     * The part's specification values as one text, for the search document: kept by triggers on
     * product_specifications (migration 0019), never written by the application.
     */
    specificationText: text('specification_text').notNull().default(''),
    /**
     * The same values by attribute key (`{"grade": "8.8", "length": 40}`), for the category pages' filters and
     * counts, which the catalogue read model answers from memory (decision 0065): kept by the same triggers
     * (migration 0022), never written by the application.
     */
    specifications: jsonb('specifications').$type<Record<string, SpecificationValue>>().notNull().default({}),
    /**
     * The part's text as the catalogue search matches it: lower-case runs of ASCII letters and digits, as contracts'
     * searchWords splits a search, so "M10x1.5" is found by "m10" and "P-000123" by "p 000123"; its specification's
     * values too ("zinc plated", "DIN 934"). Stored (migration 0021), so a search that rechecks or ranks thousands
     * of matches reads each one's document instead of computing it again (product_search_document: migration 0019).
     */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`product_search_document(part_number, name, description, specification_text)`,
    ),
    imageId: text('image_id').references(() => images.id),
    /** Null only for parts added before categories (decision 0056). */
    categoryId: uuid('category_id').references(() => categories.id),
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
    // The parts on sale in a category (the menu's counts). Neither stock nor price in it: an index on a column a
    // checkout writes makes every stock update write a new entry in every index of the table (no heap-only
    // update), which is what slowed checkouts as dead rows piled up (migration 0023).
    index('products_on_sale_category_idx').on(t.categoryId, t.id).where(sql`${t.deletedAt} is null`),
    // Search by any part of the name (ILIKE '%…%'), through pg_trgm.
    index('products_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
    // The catalogue search's words, in any order, each the start of a word of the part number, name or description
    // (decision 0059).
    index('products_search_document_idx').using('gin', t.searchDocument).where(sql`${t.deletedAt} is null`),
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
