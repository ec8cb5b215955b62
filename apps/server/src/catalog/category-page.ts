import {
  AppError,
  type CategoryFilters,
  type CategoryPage,
  type CategoryPageQuery,
  categoryFilters,
  type Facet,
  MESSAGES,
} from '@partsmith/contracts';
import { type Database, productSpecifications, products } from '@partsmith/db';
import { and, count, eq, gt, gte, inArray, isNull, lte, max, min, type SQL, sql } from 'drizzle-orm';
import { type AttributeRow, type CategoryRow, findCategory, lineageAttributes } from './category-attributes';
import { cataloguePage } from './search-catalogue';

/** Which of the page's filters to leave out: a facet's own, for its counts. */
type Except = { attribute: string } | 'price' | 'inStock' | null;

const yesNo = (value: string) => value === 'yes';
const link = (row: CategoryRow) => ({ slug: row.slug, name: row.name });

/**
 * A category page: its parts (its sub-categories' too) that pass the filters, a keyset page of them, how many, and
 * each facet's counts under the page's OTHER filters (decision 0056).
 */
export async function categoryPage({
  db,
  input,
}: {
  db: Database;
  input: CategoryPageQuery;
}): Promise<CategoryPage> {
  const found = await findCategory(db, { slug: input.slug });
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.categoryNotFound);
  const { category, parent, children } = found;
  const attributes = await lineageAttributes(db, category);
  const filters = categoryFilters(input);
  checkFilters(filters, attributes, category.name);

  const inCategory = and(
    isNull(products.deletedAt),
    inArray(products.categoryId, [category.id, ...children.map((child) => child.id)]),
  );
  /** Every filter but `except`, as one condition on `products`. */
  const where = (except: Except): SQL | undefined =>
    and(
      inCategory,
      ...attributes.map((attribute) =>
        typeof except === 'object' && except?.attribute === attribute.key
          ? undefined
          : attributeCondition(attribute, filters),
      ),
      except !== 'inStock' && filters.inStock ? gt(products.quantity, 0) : undefined,
      except !== 'price' && filters.minPrice !== null
        ? gte(products.priceCents, filters.minPrice)
        : undefined,
      except !== 'price' && filters.maxPrice !== null
        ? lte(products.priceCents, filters.maxPrice)
        : undefined,
    );

  const [page, [total], [inStock], [price], facets] = await Promise.all([
    cataloguePage({ db, input, filter: where(null) }),
    db.select({ n: count() }).from(products).where(where(null)),
    db
      .select({ n: count() })
      .from(products)
      .where(and(where('inStock'), gt(products.quantity, 0))),
    db
      .select({ lowest: min(products.priceCents), highest: max(products.priceCents) })
      .from(products)
      .where(where('price')),
    Promise.all(
      attributes.map((attribute) => facet(db, attribute, filters, where({ attribute: attribute.key }))),
    ),
  ]);
  return {
    category: link(category),
    parent: parent ? link(parent) : null,
    children: children.map(link),
    ...page,
    total: total?.n ?? 0,
    facets,
    inStockCount: inStock?.n ?? 0,
    price: { lowest: price?.lowest ?? null, highest: price?.highest ?? null },
  };
}

/** A filter on an attribute the category has not, or of the wrong kind, is the client's mistake: a 400 saying so. */
function checkFilters(filters: CategoryFilters, attributes: AttributeRow[], categoryName: string) {
  const byKey = new Map(attributes.map((attribute) => [attribute.key, attribute]));
  const known = (key: string) => {
    const attribute = byKey.get(key);
    if (!attribute) throw new AppError('BAD_REQUEST', MESSAGES.categoryFilterUnknown(key, categoryName));
    return attribute;
  };
  for (const [key, values] of filters.choices) {
    const attribute = known(key);
    if (attribute.kind === 'number')
      throw new AppError('BAD_REQUEST', MESSAGES.categoryFilterWrongKind(attribute.name));
    if (attribute.kind === 'boolean' && values.some((value) => value !== 'yes' && value !== 'no')) {
      throw new AppError('BAD_REQUEST', MESSAGES.categoryYesNo(attribute.name));
    }
  }
  for (const [key, { min: low, max: high }] of filters.ranges) {
    const attribute = known(key);
    if (attribute.kind !== 'number')
      throw new AppError('BAD_REQUEST', MESSAGES.categoryFilterWrongKind(attribute.name));
    if (low !== null && high !== null && low > high) {
      throw new AppError('BAD_REQUEST', MESSAGES.categoryRangeInverted(attribute.name));
    }
  }
}

/** The part has one of the chosen values, or a value in the range; undefined when the page does not filter by it. */
function attributeCondition(attribute: AttributeRow, filters: CategoryFilters): SQL | undefined {
  const s = productSpecifications;
  let value: SQL | undefined;
  const chosen = filters.choices.get(attribute.key);
  const range = filters.ranges.get(attribute.key);
  if (chosen && attribute.kind === 'choice') value = inArray(s.choiceValue, chosen);
  else if (chosen && attribute.kind === 'boolean') value = inArray(s.booleanValue, chosen.map(yesNo));
  else if (range && attribute.kind === 'number') {
    value = and(
      sql`${s.numberValue} is not null`,
      range.min === null ? undefined : gte(s.numberValue, range.min),
      range.max === null ? undefined : lte(s.numberValue, range.max),
    );
  }
  if (!value) return undefined;
  return sql`exists (select 1 from ${s} where ${s.productId} = ${products.id} and ${s.attributeId} = ${attribute.id} and ${value})`;
}

/** One facet: its values' counts, or its numbers' extent, among the parts the other filters leave. */
async function facet(
  db: Database,
  attribute: AttributeRow,
  filters: CategoryFilters,
  others: SQL | undefined,
): Promise<Facet> {
  const s = productSpecifications;
  const joined = (value: SQL) => and(eq(s.attributeId, attribute.id), value, others);
  if (attribute.kind === 'number') {
    const [extent] = await db
      .select({ lowest: min(s.numberValue), highest: max(s.numberValue) })
      .from(s)
      .innerJoin(products, eq(products.id, s.productId))
      .where(joined(sql`${s.numberValue} is not null`));
    const range = filters.ranges.get(attribute.key);
    return {
      kind: 'number',
      key: attribute.key,
      name: attribute.name,
      unit: attribute.unit,
      lowest: extent?.lowest ?? null,
      highest: extent?.highest ?? null,
      min: range?.min ?? null,
      max: range?.max ?? null,
    };
  }
  const column = attribute.kind === 'choice' ? s.choiceValue : s.booleanValue;
  const rows = await db
    .select({ value: sql<string>`${column}::text`, n: count() })
    .from(s)
    .innerJoin(products, eq(products.id, s.productId))
    .where(joined(sql`${column} is not null`))
    .groupBy(column);
  const chosen = filters.choices.get(attribute.key) ?? [];
  const counted = new Map(
    rows.map((row) => [
      attribute.kind === 'boolean' ? (row.value === 'true' ? 'yes' : 'no') : row.value,
      row.n,
    ]),
  );
  // A chosen value stays on show at 0, so it can be unchosen.
  for (const value of chosen) if (!counted.has(value)) counted.set(value, 0);
  const order = attribute.kind === 'boolean' ? ['yes', 'no'] : [...counted.keys()].sort(naturally);
  return {
    kind: attribute.kind,
    key: attribute.key,
    name: attribute.name,
    values: order
      .filter((value) => counted.has(value))
      .map((value) => ({ value, count: counted.get(value) ?? 0, selected: chosen.includes(value) })),
  };
}

const naturally = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
