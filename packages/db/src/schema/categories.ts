import { ATTRIBUTE_KINDS, type AttributeKind } from '@partsmith/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from './allowed-values';
import { categories, products } from './catalog';
import { id } from './columns';

/**
 * A typed specification a category's parts have: a number with a unit, a choice, or yes/no. A sub-category's parts
 * have its own attributes and its parent's; a `key` is unique along that line, as it names the URL's filter.
 */
export const categoryAttributes = pgTable(
  'category_attributes',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<AttributeKind>().notNull(),
    /** A number's unit ("mm", "kN"); null for choices and yes/no. */
    unit: text('unit'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('category_attributes_key').on(t.categoryId, t.key),
    check('category_attributes_kind_check', isOneOf(t.kind, ATTRIBUTE_KINDS)),
    check('category_attributes_key_check', sql`${t.key} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * One part's value of one attribute, in the column of the attribute's kind. A values table rather than a column per
 * attribute: attributes are data an admin adds, and each facet query reads one attribute's index (decision 0056).
 */
export const productSpecifications = pgTable(
  'product_specifications',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => categoryAttributes.id),
    numberValue: doublePrecision('number_value'),
    choiceValue: text('choice_value'),
    booleanValue: boolean('boolean_value'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    check(
      'product_specifications_one_value_check',
      sql`num_nonnulls(${t.numberValue}, ${t.choiceValue}, ${t.booleanValue}) = 1`,
    ),
    // A facet reads one attribute: its values with their parts, so counts and filters are index scans.
    index('product_specifications_choice_idx')
      .on(t.attributeId, t.choiceValue, t.productId)
      .where(sql`${t.choiceValue} is not null`),
    index('product_specifications_number_idx')
      .on(t.attributeId, t.numberValue, t.productId)
      .where(sql`${t.numberValue} is not null`),
    index('product_specifications_boolean_idx')
      .on(t.attributeId, t.booleanValue, t.productId)
      .where(sql`${t.booleanValue} is not null`),
  ],
);
