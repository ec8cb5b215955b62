import { AppError, MESSAGES, type Product } from '@partsmith/contracts';
import type { CatalogueReadModel, CatalogueSnapshot } from './catalogue-read-model';

/** The shop's reads of the catalogue, all from the in-memory read model (copies: the snapshot is shared). */
export async function productsOnSale({ catalogue }: { catalogue: CatalogueReadModel }): Promise<Product[]> {
  return [...(await catalogue.current()).products];
}

/** The home page's newest parts: the snapshot lists them newest first. */
export function newestProducts(snapshot: CatalogueSnapshot, limit: number): Product[] {
  return snapshot.products.slice(0, limit);
}

export async function latestProducts({
  catalogue,
  limit,
}: {
  catalogue: CatalogueReadModel;
  limit: number;
}): Promise<Product[]> {
  return newestProducts(await catalogue.current(), limit);
}

/** One product on sale; the edge already answered a malformed id 404 (contracts' `entityId`). */
export async function getProduct({
  catalogue,
  id,
}: {
  catalogue: CatalogueReadModel;
  id: string;
}): Promise<Product> {
  const product = (await catalogue.current()).byId.get(id);
  if (!product) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  return product;
}
