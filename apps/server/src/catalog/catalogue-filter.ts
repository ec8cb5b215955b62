import type { CatalogueFilter } from '@partsmith/contracts';
import { categories, products } from '@partsmith/db';
import { and, eq, gt, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../shared/page';

/** The category and its sub-categories, by the category's slug (an unknown slug matches no part). */
function inCategory(slug: string): SQL {
  const named = sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${slug})`;
  return inArray(
    products.categoryId,
    sql`(select ${categories.id} from ${categories} where ${categories.id} = ${named} or ${categories.parentId} = ${named})`,
  );
}

const STOCK: Record<NonNullable<CatalogueFilter['stock']>, SQL | undefined> = {
  in: gte(products.quantity, products.minimumOrderQuantity),
  low: and(gt(products.quantity, 0), lt(products.quantity, products.minimumOrderQuantity)),
  out: eq(products.quantity, 0),
  short: lt(products.quantity, products.minimumOrderQuantity),
};

/** The All Products filters as a condition on `products` (contracts' `stockFilterMatches` is the same rule). */
export function catalogueFilter(filter: CatalogueFilter): SQL | undefined {
  const text = filter.q === undefined ? undefined : `%${escapeLike(filter.q)}%`;
  return and(
    filter.category === undefined ? undefined : inCategory(filter.category),
    text === undefined ? undefined : or(ilike(products.partNumber, text), ilike(products.name, text)),
    filter.stock === undefined ? undefined : STOCK[filter.stock],
  );
}
