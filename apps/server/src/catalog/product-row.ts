import { orderableRange, type PriceBreak, type Product, quantityRulesOf } from '@partsmith/contracts';
import { products } from '@partsmith/db';
import { imageUrl } from '../images/image-url';

/** The columns a product answer needs; never the whole row. */
export const productColumns = {
  id: products.id,
  partNumber: products.partNumber,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  quantity: products.quantity,
  minimumOrderQuantity: products.minimumOrderQuantity,
  packSize: products.packSize,
  maximumPerOrder: products.maximumPerOrder,
  priceBreaks: products.priceBreaks,
  weightGrams: products.weightGrams,
  imageId: products.imageId,
  createdAt: products.createdAt,
};

interface ProductRow {
  id: string;
  partNumber: string;
  name: string;
  description: string;
  priceCents: number;
  quantity: number;
  minimumOrderQuantity: number;
  packSize: number;
  maximumPerOrder: number | null;
  priceBreaks: PriceBreak[];
  weightGrams: number;
  imageId: string | null;
  createdAt: Date;
}

/** `srcSet` comes from `imageSrcSets`, for answers that show the image. */
export function toProduct({ imageId, createdAt, ...row }: ProductRow, srcSet: string | null = null): Product {
  return {
    ...row,
    orderable: orderableRange(quantityRulesOf(row)) !== null,
    // Fewest units first, however they were saved.
    priceBreaks: [...row.priceBreaks].sort((a, b) => a.minimumQuantity - b.minimumQuantity),
    imageUrl: imageId ? imageUrl(imageId) : null,
    imageSrcSet: srcSet,
    createdAt: createdAt.toISOString(),
  };
}
