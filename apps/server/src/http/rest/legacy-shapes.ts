import { centsToDollars, type Product, type Review } from '@partsmith/contracts';
import { z } from 'zod';

/** The answers the spec's original client reads: Mongo-style `_id`, prices in dollars, absolute image URLs. */
export const ZLegacyProduct = z.object({
  _id: z.string(),
  name: z.string(),
  img: z.string().nullable(),
  description: z.string(),
  price: z.number().describe('Unit price in dollars'),
  quantity: z.number().int().describe('Available stock'),
  minimumOrderQuantity: z.number().int(),
});

export function toLegacyProduct(product: Product, publicUrl: string): z.infer<typeof ZLegacyProduct> {
  return {
    _id: product.id,
    name: product.name,
    img: product.imageUrl ? new URL(product.imageUrl, publicUrl).href : null,
    description: product.description,
    price: centsToDollars(product.priceCents),
    quantity: product.quantity,
    minimumOrderQuantity: product.minimumOrderQuantity,
  };
}

export const ZLegacyReview = z.object({
  _id: z.string(),
  description: z.string(),
  ratting: z.number().int().describe('1 to 5 (the spec spells it "ratting")'),
  name: z.string().describe("The reviewer's display name"),
});

export function toLegacyReview(review: Review): z.infer<typeof ZLegacyReview> {
  return {
    _id: review.id,
    description: review.description,
    ratting: review.rating,
    name: review.reviewerName,
  };
}

export const ZMessage = z.object({ message: z.string() });
