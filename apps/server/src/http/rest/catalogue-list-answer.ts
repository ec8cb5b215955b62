import { z } from 'zod';
import type { CatalogueSnapshot } from '../../catalog/catalogue-read-model';
import { type PrebuiltJson, prebuiltJson } from '../prebuilt-json';
import { toLegacyProduct, ZLegacyProduct } from './legacy-shapes';

export const ZLegacyProductList = z.array(ZLegacyProduct);

/**
 * `GET /api/products` for one catalogue version: shaped, checked against its schema and serialized as the route's
 * serializer would, once per version. The version is the ETag, the same on every instance.
 */
export function catalogueListAnswer(snapshot: CatalogueSnapshot, publicUrl: string): PrebuiltJson {
  return snapshot.derive('rest:/api/products', ({ products, version }) => {
    const legacy = products.map((product) => toLegacyProduct(product, publicUrl));
    return prebuiltJson(JSON.stringify(z.encode(ZLegacyProductList, legacy)), `W/"${version}"`);
  });
}
