import type { Product } from '@partsmith/contracts';
import { catalogueVersion, type Database } from '@partsmith/db';
import { listProducts } from './list-products';

export interface CatalogueContents {
  version: number;
  /** On sale, newest first. */
  products: Product[];
}

/** The catalogue's version now; the trigger of migration 0003 bumps it with every write to `products`. */
export async function readCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return row?.version ?? 0;
}

/** The products on sale and the version they are, read in one snapshot so the two always agree. */
export function loadCatalogueContents(db: Database): Promise<CatalogueContents> {
  return db.transaction(
    async (tx) => {
      const [row] = await tx.select({ version: catalogueVersion.version }).from(catalogueVersion);
      return { version: row?.version ?? 0, products: await listProducts({ db: tx }) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
