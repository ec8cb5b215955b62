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

/**
 * The picture a page shows largest on its first screen: a part's own, or the newest part's (the first card);
 * null when there is no such part.
 */
export async function firstScreenPicture({
  catalogue,
  partId,
}: {
  catalogue: CatalogueReadModel;
  /** Absent: the catalogue's first page in its default order, newest first. */
  partId?: string;
}): Promise<Pick<Product, 'imageUrl' | 'imageSrcSet'> | null> {
  const snapshot = await catalogue.current();
  const part = partId === undefined ? snapshot.products[0] : snapshot.byId.get(partId);
  return part ? { imageUrl: part.imageUrl, imageSrcSet: part.imageSrcSet } : null;
}

/** Whether the part `partId` is on sale: its page is the shop's, or a 404 (a removed or unknown part). */
export async function isPartOnSale({
  catalogue,
  partId,
}: {
  catalogue: CatalogueReadModel;
  partId: string;
}): Promise<boolean> {
  return (await catalogue.current()).byId.has(partId);
}
