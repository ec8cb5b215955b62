import type { CategoryTree, Product } from '@partsmith/contracts';
import { catalogueVersion, type Database, products, type SpecificationValue } from '@partsmith/db';
import { and, isNotNull, isNull, ne } from 'drizzle-orm';
import { categoryTree } from './category-tree';
import { listProducts } from './list-products';

/** A part's category and its specification values by attribute key. */
export interface PartFacts {
  categoryId: string;
  values: Readonly<Record<string, SpecificationValue>>;
}

export interface CatalogueContents {
  version: number;
  /** On sale, newest first. */
  products: Product[];
  /** The category menu with its counts of the parts above (a write to a part bumps the version). */
  categories: CategoryTree;
  /** What a category page filters and counts by (decision 0065), for each part above that has a category. */
  facts: ReadonlyMap<string, PartFacts>;
  /** The specification values as the search document holds them (`products.specification_text`), where any. */
  specificationTexts: ReadonlyMap<string, string>;
}

/** The catalogue's version now; the trigger of migration 0003 bumps it with every write to `products`. */
export async function readCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return row?.version ?? 0;
}

/**
 * The products on sale, their categories, their specifications and the version they are, read in one snapshot so
 * they always agree.
 */
export function loadCatalogueContents(db: Database): Promise<CatalogueContents> {
  return db.transaction(
    async (tx) => {
      const [row] = await tx.select({ version: catalogueVersion.version }).from(catalogueVersion);
      const onSale = await listProducts({ db: tx });
      const facts = await tx
        .select({ id: products.id, categoryId: products.categoryId, values: products.specifications })
        .from(products)
        .where(and(isNull(products.deletedAt), isNotNull(products.categoryId)));
      const specified = await tx
        .select({ id: products.id, text: products.specificationText })
        .from(products)
        .where(and(isNull(products.deletedAt), ne(products.specificationText, '')));
      return {
        version: row?.version ?? 0,
        products: onSale,
        categories: await categoryTree({ db: tx }),
        facts: new Map(
          facts.map(({ id, categoryId, values }) => [id, { categoryId: categoryId ?? '', values }]),
        ),
        specificationTexts: new Map(specified.map(({ id, text }) => [id, text])),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
