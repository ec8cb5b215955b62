import {
  AppError,
  type CatalogueSort,
  type CategoryFilters,
  type CategoryPage,
  type CategoryPageQuery,
  categoryFilters,
  MESSAGES,
  ZCategoryPageInput,
} from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import type { CatalogueReadModel, CatalogueSnapshot } from './catalogue-read-model';
import { type AttributeRow, type CategoryRow, findCategory, lineageAttributes } from './category-attributes';
import { type CategoryColumns, categoryColumns, tallyCategory } from './category-tally';
import { sortedPage, sortParts } from './sorted-page';

const link = (row: CategoryRow) => ({ slug: row.slug, name: row.name });

/**
 * A category page: its parts (its sub-categories' too) that pass the filters, a keyset page of them, how many, and
 * each facet's counts under the page's OTHER filters (decision 0056). The category and its attributes come from the
 * database; the parts, their values and every count from the catalogue read model (decision 0065), one walk over
 * the category's parts.
 */
export async function categoryPage({
  db,
  catalogue,
  input,
}: {
  db: Database;
  catalogue: CatalogueReadModel;
  input: CategoryPageQuery;
}): Promise<CategoryPage> {
  const found = await findCategory(db, { slug: input.slug });
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.categoryNotFound);
  const { category, parent, children } = found;
  const attributes = await lineageAttributes(db, category);
  const filters = categoryFilters(input);
  checkFilters(filters, attributes, category.name);

  const snapshot = await catalogue.current();
  const inCategory = partsInCategory(snapshot, {
    categoryIds: [category.id, ...children.map((child) => child.id)],
    attributes,
    sort: input.sort,
  });
  const tally = tallyCategory(inCategory, filters);
  return {
    category: link(category),
    parent: parent ? link(parent) : null,
    children: children.map(link),
    ...sortedPage({ sorted: inCategory.parts, passes: (index) => tally.passes[index] === 1, input }),
    total: tally.total,
    facets: tally.facets,
    inStockCount: tally.inStockCount,
    price: tally.price,
  };
}

/**
 * The categories' parts on sale in the sort's order with their attributes' columns: built once per catalogue
 * version (and attribute list) and kept with it, so a page's filters only walk them.
 */
function partsInCategory(
  snapshot: CatalogueSnapshot,
  {
    categoryIds,
    attributes,
    sort,
  }: { categoryIds: string[]; attributes: AttributeRow[]; sort: CatalogueSort },
): CategoryColumns {
  const ids = new Set(categoryIds);
  const key = [[...ids].sort().join(','), JSON.stringify(attributes), sort];
  return snapshot.derive(`category:${key.join('|')}`, (of) => {
    const parts = of.products.filter((part) => ids.has(of.facts.get(part.id)?.categoryId ?? ''));
    return categoryColumns(sortParts(parts, sort), of.facts, attributes);
  });
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

/**
 * The page a category opens with (newest first, no filter), as the app's first request for it answers; null: no
 * such category. Its first HTML carries these parts and preloads the first one's picture.
 */
export async function categoryFirstPage({
  db,
  catalogue,
  slug,
}: {
  db: Database;
  catalogue: CatalogueReadModel;
  slug: string;
}): Promise<CategoryPage | null> {
  const input = ZCategoryPageInput.safeParse({ slug });
  if (!input.success) return null;
  try {
    return await categoryPage({ db, catalogue, input: input.data });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
