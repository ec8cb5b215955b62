import { z } from 'zod';
import { MESSAGES } from '../messages';
import { entityId } from './entity-id';

export const ZProductId = entityId(MESSAGES.productNotFound);

export const ZProductByIdInput = z.object({ id: ZProductId });
export type ProductByIdInput = z.infer<typeof ZProductByIdInput>;

export const ZProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  quantity: z.number().int(),
  minimumOrderQuantity: z.number().int(),
  imageUrl: z.string().nullable(),
  /** For `<img srcset>`: the image's 400 and 800 px copies and itself, with widths; null when it has no copies. */
  imageSrcSet: z.string().nullable(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof ZProduct>;
export const ZProductList = z.array(ZProduct);
