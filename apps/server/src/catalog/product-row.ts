import type { Product } from '@partsmith/contracts';
import { products } from '@partsmith/db';
import { imageUrl } from '../images/image-url';

/** The columns a product answer needs; never the whole row. */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  quantity: products.quantity,
  minimumOrderQuantity: products.minimumOrderQuantity,
  imageId: products.imageId,
  createdAt: products.createdAt,
};

interface ProductRow {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  quantity: number;
  minimumOrderQuantity: number;
  imageId: string | null;
  createdAt: Date;
}

/** `srcSet` comes from `imageSrcSets`, for answers that show the image. */
export function toProduct({ imageId, createdAt, ...row }: ProductRow, srcSet: string | null = null): Product {
  return {
    ...row,
    imageUrl: imageId ? imageUrl(imageId) : null,
    imageSrcSet: srcSet,
    createdAt: createdAt.toISOString(),
  };
}
