import type { CategoryTree, Product } from '@partsmith/contracts';
import { catalogueVersion, type Database } from '@partsmith/db';
import { categoryTree } from './category-tree';
import { listProducts } from './list-products';

export interface CatalogueContents {
  version: number;
  /** On sale, newest first. */
  products: Product[];
  /** The category menu with its counts of the parts above (a write to a part bumps the version). */
  categories: CategoryTree;
}

/** The catalogue's version now; the trigger of migration 0003 bumps it with every write to `products`. */
export async function readCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return row?.version ?? 0;
}

/** The products on sale, their categories and the version they are, read in one snapshot so they always agree. */
export function loadCatalogueContents(db: Database): Promise<CatalogueContents> {
  return db.transaction(
    async (tx) => {
      const [row] = await tx.select({ version: catalogueVersion.version }).from(catalogueVersion);
      const products = await listProducts({ db: tx });
      return { version: row?.version ?? 0, products, categories: await categoryTree({ db: tx }) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
